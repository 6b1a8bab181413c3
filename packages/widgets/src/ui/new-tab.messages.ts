import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  { newTab: '(opens in a new tab)' },
  { newTab: '(নতুন ট্যাবে খোলে)' },
);
