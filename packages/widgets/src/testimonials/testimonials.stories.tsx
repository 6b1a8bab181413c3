import type { Testimonial } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { PHOTO_BASE, portraitSvg, testimonials } from './fixtures.ts';
import { Testimonials } from './testimonials.tsx';
import './testimonials.element.ts';

const SHIRTS = ['#0b5d3b', '#7a3e9d', '#c8102e', '#1f5fa8', '#b45309'];

/** The photos of the fixtures, drawn and answered by MSW (the provider's media). */
const photos = http.get(
  `${PHOTO_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(portraitSvg(SHIRTS[Number.parseInt(String(params.file), 10) % 5] ?? ''), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the testimonials call answers `answer`, and the photos are served. */
const answering = (answer: Parameters<typeof provider>[0]['getTestimonials']) => {
  const { msw } = provider({ getTestimonials: answer });
  return { msw: { handlers: [...msw.handlers, photos] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Testimonials',
    Testimonials,
    'The last section of the home page: what parents, guardians and former students say, in a carousel of two cards at a time (one where it is narrower than 1024 px) that moves every 3.5 s. Each card has the star rating (one label for screen readers, "4 out of 5 stars"), the quote, and the person’s photo (initials when there is none), name and profession. Pauses on hover, on focus and with its button; never moves by itself under reduced motion.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Testimonials>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getTestimonials: testimonials }, { getTestimonials: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('A ghost card (two from 1024 px wide) holds the place, so nothing below jumps.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering(testimonials) };

const [first, second, third] = testimonials as [Testimonial, Testimonial, Testimonial];

export const OddData: Story = {
  name: 'Missing photos and ratings',
  parameters: {
    // Outside the contract (a rating of null), so answered as it is rather than from the table.
    msw: {
      handlers: [
        http.get(`${STORY_API_BASE}/testimonials`, () =>
          HttpResponse.json([
            { ...first, testimonial_image: `${PHOTO_BASE}/missing.jpg`, star: 3 },
            { ...second, star: null },
            {
              ...third,
              testimonial_image: 'javascript:alert(1)',
              star: 9,
              text: 'A long quote keeps its line breaks.\nThe card grows with it, and its neighbour grows to the same height, so the names line up at the bottom of both cards whatever the length of the quotes beside them.',
            },
          ]),
        ),
        http.get(`${PHOTO_BASE}/missing.jpg`, () => new HttpResponse(null, { status: 404 })),
        photos,
      ],
    },
    ...story(
      'A photo that fails to load, none at all, and a `javascript:` address all show initials; a rating of `null` shows no stars, and 9 shows five.',
    ),
  },
};

export const Single: Story = {
  name: 'A single testimonial',
  parameters: {
    ...answering([first]),
    ...story('Nothing to move to: no arrows, dots or Pause, and no autoplay.'),
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  parameters: {
    ...answering(testimonials),
    ...story(
      'Turn on "Emulate CSS prefers-reduced-motion: reduce" (DevTools → Rendering): the cards never move by themselves and there is no Pause button; Previous, Next and the dots still work. The element browser test checks this with the emulation on.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(testimonials),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-testimonials', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
