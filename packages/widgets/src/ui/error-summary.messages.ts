import { defineMessages } from '../runtime/i18n.ts';

/** The error summary's words. */
export const messages = defineMessages(
  {
    errorSummaryTitle: 'There is a problem',
  },
  {
    errorSummaryTitle: 'একটি সমস্যা আছে',
  },
);
