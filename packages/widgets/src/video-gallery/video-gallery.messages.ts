import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    videos: 'Videos',
    untitled: 'Video {n}',
    play: 'Play video: {title}',
    watch: 'Watch {title}',
    empty: 'There are no videos in the gallery yet.',
  },
  {
    videos: 'ভিডিও',
    untitled: 'ভিডিও {n}',
    play: 'ভিডিও চালান: {title}',
    watch: '{title} দেখুন',
    empty: 'গ্যালারিতে এখনও কোনো ভিডিও নেই।',
  },
);
