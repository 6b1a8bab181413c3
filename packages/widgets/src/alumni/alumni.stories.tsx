import type { IconicStudent } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { portraitSvg } from '../testimonials/fixtures.ts';
import { Alumni } from './alumni.tsx';
import { alumni, PHOTO_BASE } from './fixtures.ts';
import './alumni.element.ts';

const SHIRTS = ['#0b5d3b', '#7a3e9d', '#c8102e', '#1f5fa8', '#b45309'];

/** The photos of the fixtures, drawn and answered by MSW (the provider's media). */
const photos = http.get(
  `${PHOTO_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(portraitSvg(SHIRTS[Number.parseInt(String(params.file), 10) % 5] ?? ''), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the alumni call answers `answer`, and the photos are served. */
const answering = (answer: Parameters<typeof provider>[0]['getIconicStudents']) => {
  const { msw } = provider({ getIconicStudents: answer });
  return { msw: { handlers: [...msw.handlers, photos] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Alumni',
    Alumni,
    'A section of the home page: former students the school is proud of, in a carousel of three cards at a time (two where it is narrower than 1080 px, one below 600 px) that moves every 2.5 s. Each card has the photo (initials when there is none), name, designation (`degination`, else `designation`), batch ("Batch 2012") and the quote. Pauses on hover, on focus and with its button; never moves by itself under reduced motion.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Alumni>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getIconicStudents: alumni }, { getIconicStudents: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story(
      'A ghost of a card’s height and the controls’ holds the place, so nothing below jumps.',
    ),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering(alumni) };

const [first, second] = alumni as [IconicStudent, IconicStudent];

export const OddData: Story = {
  name: 'Missing photos, designations and quotes',
  parameters: {
    msw: {
      handlers: [
        http.get(`${PHOTO_BASE}/missing.jpg`, () => new HttpResponse(null, { status: 404 })),
        ...answering([
          { ...first, image: `${PHOTO_BASE}/missing.jpg`, batch_year: 'Batch 2001' },
          { ...second, image: 'javascript:alert(1)', designation: '', test: '' },
          { ...first, id: 9, name: '  ', test: 'Left out: no name.' },
        ]).msw.handlers,
      ],
    },
    ...story(
      'A photo that fails to load or is not http(s) shows initials; a provider’s own "Batch 2001" is not said twice; a card without designation or quote keeps the rest; an entry without a name is left out.',
    ),
  },
};

export const Single: Story = {
  name: 'A single alumnus',
  parameters: {
    ...answering([first]),
    ...story('Nothing to move to: no arrows, dots or Pause, and no autoplay.'),
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  parameters: {
    ...answering(alumni),
    ...story(
      'Turn on "Emulate CSS prefers-reduced-motion: reduce" (DevTools → Rendering): the cards never move by themselves and there is no Pause button; Previous, Next and the dots still work. The element browser test checks this with the emulation on.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(alumni),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-alumni', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
