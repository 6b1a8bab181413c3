import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    empty: 'No committee members found.',
    list: 'Committee members',
  },
  {
    empty: 'কমিটির কোনো সদস্য পাওয়া যায়নি।',
    list: 'কমিটির সদস্যবৃন্দ',
  },
);
