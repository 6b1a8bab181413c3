import { defineMessages } from '../runtime/i18n.ts';

/** The carousel's words. */
export const messages = defineMessages(
  {
    carousel: 'carousel',
    slide: 'slide',
    slides: 'Slides',
    slideLabel: '{n} of {count}',
    previousSlides: 'Previous slides',
    nextSlides: 'Next slides',
    slideOf: 'Slide {n} of {count}',
    slidesOf: 'Slides {from} to {to} of {count}',
    pause: 'Pause',
    play: 'Play',
  },
  {
    carousel: 'ক্যারোসেল',
    slide: 'স্লাইড',
    slides: 'স্লাইডগুলো',
    slideLabel: '{count}টির মধ্যে {n}',
    previousSlides: 'আগের স্লাইড',
    nextSlides: 'পরের স্লাইড',
    slideOf: 'স্লাইড {n} (মোট {count}টি)',
    slidesOf: 'স্লাইড {from} থেকে {to} (মোট {count}টি)',
    pause: 'থামান',
    play: 'চালান',
  },
);
