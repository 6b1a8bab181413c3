import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { NOTICES } from '../notice-board/fixtures.ts';
import { NoticeBoard, type NoticeBoardProps } from '../notice-board/notice-board.tsx';
import { provider, storyApi, widgetMeta } from '../stories/support.ts';

/** The theme controls of .storybook/preview.tsx: the provider's `/site-color` fields. */
interface SiteColorArgs {
  siteColorPrimary?: string;
  siteColorSecondary?: string;
  siteColorBackground?: string;
  siteColorText?: string;
  siteColorPrimaryLite?: string;
}

/** The page under the widget wears the provider's background, as the school's site does. */
const onThePage: Decorator = (Story) =>
  createElement(
    'div',
    { style: { background: 'var(--school-color-background)', padding: '1rem' } },
    createElement(Story),
  );

const board = widgetMeta(
  'Notice board',
  NoticeBoard,
  'A widget under colours a provider should never send. Where a pair of its `/site-color` falls under 4.5:1 (3:1 for icons and focus rings), the kit draws the nearest readable colour instead: change the colours in the Theme controls and the a11y panel stays clean.',
);

const meta: Meta<NoticeBoardProps & SiteColorArgs> = {
  ...board,
  title: 'Theme/Hostile palette',
  args: { api: storyApi },
  decorators: [onThePage],
  parameters: { ...board.parameters, ...provider({ getNotices: NOTICES }) },
};

export default meta;
type Story = StoryObj<typeof meta>;

export const WhiteOnWhite: Story = {
  name: 'White on white',
  args: {
    siteColorBackground: '#ffffff',
    siteColorText: '#ffffff',
    siteColorPrimaryLite: '#ffffff',
  },
};

export const YellowOnWhite: Story = {
  name: 'Yellow on white',
  args: {
    siteColorPrimary: '#ffeb3b',
    siteColorSecondary: '#ffff00',
    siteColorText: '#ffeb3b',
    siteColorPrimaryLite: '#fff59d',
  },
};

export const DarkOnDark: Story = {
  name: 'Dark on dark',
  args: {
    siteColorBackground: '#101010',
    siteColorText: '#202020',
    siteColorPrimary: '#0b5d3b',
    siteColorPrimaryLite: '#e7f3ec',
  },
};
