import { defineMessages } from '../runtime/i18n.ts';

/** The dialog's words. */
export const messages = defineMessages(
  {
    ok: 'OK',
  },
  {
    ok: 'ঠিক আছে',
  },
);
