import type { Notice } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { faces, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { notice } from './fixtures.ts';
import { NoticeTicker } from './notice-ticker.tsx';
import './notice-ticker.element.ts';

const NOTICES: Notice[] = [
  notice(1, 'Half Yearly Examination results have been published', -1, 20),
  notice(2, 'এইচএসসি পরীক্ষার ফরম পূরণের বিজ্ঞপ্তি', -2, 10),
  notice(
    3,
    'Admission test for class Eleven (science, business studies and humanities) will be held on Friday at 10 am in the main building',
    -3,
    7,
  ),
  notice(4, 'বার্ষিক ক্রীড়া প্রতিযোগিতা ২০২৬', -4, 0),
  notice(5, 'Winter vacation notice (expired, so not shown)', -90, -60),
];

const meta = {
  ...widgetMeta(
    'Notice ticker',
    NoticeTicker,
    'The latest-notice bar of the shared layout: current notices (expiring today or later), newest first, scrolling at about 60 px/s. Pauses on hover, on keyboard focus and with its button; stands still for visitors who prefer reduced motion.',
  ),
  args: { api: storyApi, href: '/notices-and-announcements' },
} satisfies Meta<typeof NoticeTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getNotices: NOTICES }, { getNotices: [NOTICES[4] as Notice] });
const story = (text: string) => ({ docs: { description: { story: text } } });

export const Loading: Story = face.Loading;

export const ErrorState: Story = {
  ...face.Error,
  parameters: {
    ...face.Error.parameters,
    ...story(
      'Renders nothing, on purpose: the spec says the ticker is simply not displayed when the notices call fails (the element gets `data-state="error"` and takes no room).',
    ),
  },
};

export const Empty: Story = {
  parameters: {
    ...face.Empty.parameters,
    ...story(
      'Renders nothing: no notice is current (`data-state="empty"`), so the bar is not displayed.',
    ),
  },
};

export const Loaded: Story = face.Loaded;

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  parameters: {
    ...face.Loaded.parameters,
    ...story(
      'The same notices. Turn on "Emulate CSS prefers-reduced-motion: reduce" (browser DevTools → Rendering) to see the titles stand still and wrap, without the duplicate copy or the Pause button. The element browser test checks this with the emulation on.',
    ),
  },
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: (args) => (
    <school-notice-ticker api-base={STORY_API_BASE} href={args.href}></school-notice-ticker>
  ),
};
