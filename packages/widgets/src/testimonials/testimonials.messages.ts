import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    heading: 'What people say',
    carousel: 'Testimonials',
    empty: 'No testimonials available.',
    rating: '{n} out of {max} stars',
  },
  {
    heading: 'তাঁরা যা বলেন',
    carousel: 'মতামত',
    empty: 'কোনো মতামত পাওয়া যায়নি।',
    rating: '{max}টির মধ্যে {n}টি তারকা',
  },
);
