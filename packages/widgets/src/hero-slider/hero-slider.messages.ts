import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    label: 'Banners',
  },
  {
    label: 'ব্যানার',
  },
);
