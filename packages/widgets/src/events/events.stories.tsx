import type { SchoolEvent } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { Events } from './events.tsx';
import { day, EVENTS, event, IMAGE_BASE, pictureSvg } from './fixtures.ts';
import './events.element.ts';

const SKIES = ['#9cc9ef', '#a7d3c4', '#f5c99b', '#c3b8ef', '#9fd0e8', '#f2b8c6'];

/** The pictures of the fixtures, drawn and answered by MSW (the provider's media). */
const pictures = http.get(
  `${IMAGE_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(pictureSvg(SKIES[Number.parseInt(String(params.file), 10) % 6] ?? ''), {
      headers: { 'content-type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the events call answers `answer`, and the pictures are served. */
const answering = (answer: SchoolEvent[]) => {
  const { msw } = provider({ getEvents: answer });
  return { msw: { handlers: [...msw.handlers, pictures] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Events',
    Events,
    'Upcoming Events: every event whose end is today or later, soonest first, with its days (a span when it lasts several), its hours as the provider writes them (Dhaka time) and its picture when it has one, and a link to subscribe to the provider’s calendar (`/events.ics`). With `limit`, the home page’s block: the soonest few and a link to the events page.',
  ),
  args: { api: storyApi },
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Events>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getEvents: EVENTS }, { getEvents: [EVENTS[0] as SchoolEvent] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('Three ghost events hold the place, with "Loading..." for screen readers.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = {
  parameters: {
    ...face.Empty.parameters,
    ...story('Every event has ended: "No existing events.", and the calendar is still offered.'),
  },
};
export const Loaded: Story = {
  parameters: {
    ...answering(EVENTS),
    ...story(
      'The book fair ended months ago and is not listed; the olympiad began yesterday and is still on.',
    ),
  },
};

export const Bengali: Story = {
  args: { lang: 'bn' },
  parameters: {
    ...answering(EVENTS),
    ...story('Days and hours in Bengali digits; the titles as the provider sent them.'),
  },
};

export const Block: Story = {
  name: 'Home page block (limit 3)',
  args: { limit: 3, href: '/events' },
  parameters: answering(EVENTS),
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
};

export const BlockEmpty: Story = {
  name: 'Home page block, empty',
  args: { limit: 3 },
  parameters: face.Empty.parameters,
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
};

export const BlockLoading: Story = {
  name: 'Home page block, loading',
  args: { limit: 3 },
  parameters: face.Loading.parameters,
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
};

export const OddData: Story = {
  name: 'Odd data',
  parameters: {
    // Outside the contract (a day without a time), so answered as it is, not from the table.
    msw: {
      handlers: [
        http.get(`${STORY_API_BASE}/events`, () =>
          HttpResponse.json([
            { ...event(1, 'A picture that fails to load', 1), image: `${IMAGE_BASE}/missing.jpg` },
            { ...event(2, 'An unsafe picture address', 2), image: 'javascript:alert(1)' },
            { ...event(3, 'A day without hours', 3), start: day(3), end: day(3) },
            event(4, '   ', 4),
            event(
              5,
              'A very long title: the annual inter-school science, mathematics and information technology olympiad of the Dhaka region, final round',
              5,
              { days: 2, image: `${IMAGE_BASE}/5.svg` },
            ),
          ]),
        ),
        http.get(`${IMAGE_BASE}/missing.jpg`, () => new HttpResponse(null, { status: 404 })),
        pictures,
      ],
    },
    ...story(
      'A picture that fails or is not http(s) is left out; a day without hours shows none; an untitled event is skipped; a long title wraps.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(EVENTS),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-events', {
      'api-base': STORY_API_BASE,
      limit: args.limit,
      'heading-level': args.headingLevel,
    }),
};
