import { defineMessages } from '../runtime/i18n.ts';

export const messages = defineMessages(
  {
    label: 'Latest notices',
    pause: 'Pause',
    play: 'Play',
    pauseLabel: 'Pause the notices',
    playLabel: 'Play the notices',
  },
  {
    label: 'সর্বশেষ নোটিশ',
    pause: 'থামান',
    play: 'চালান',
    pauseLabel: 'নোটিশ থামান',
    playLabel: 'নোটিশ চালান',
  },
);
