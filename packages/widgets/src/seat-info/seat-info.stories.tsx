import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { BARE_SEATS, CLASS_CONFIGS, SEATS } from './fixtures.ts';
import { SeatInfo } from './seat-info.tsx';
import './seat-info.element.ts';

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Seat info',
    SeatInfo,
    'Total Seat Info: a card per class with its name and its number of seats (two to a row on a phone), and the total of every class. A row without `class_name` (the reference provider’s extra) is named from `/class-configs`, asked only then.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof SeatInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getSeatInfo: SEATS }, { getSeatInfo: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('Seven ghost cards and the total’s bar: as tall as the loaded block.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const Bengali: Story = {
  args: { lang: 'bn' },
  parameters: {
    ...face.Loaded.parameters,
    ...story('Seats and the total in Bengali digits ("২,৬০০টি আসন").'),
  },
};

export const ContractOnly: Story = {
  name: 'Contract fields only',
  parameters: {
    ...provider({ getSeatInfo: BARE_SEATS, getClassConfigs: CLASS_CONFIGS }),
    ...story('Only `class_id` and `no_of_seat`: the names come from `/class-configs`.'),
  },
};

export const NoClassNames: Story = {
  name: 'Class names unavailable',
  parameters: {
    ...provider({ getSeatInfo: BARE_SEATS, getClassConfigs: fail(500) }),
    ...story('`/class-configs` fails: the seats still show, under class numbers.'),
  },
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-seat-info', { 'api-base': STORY_API_BASE }),
};
