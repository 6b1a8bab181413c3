import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { landscapeSvg, PICTURE_BASE, pictures } from './fixtures.ts';
import { PictureGallery } from './picture-gallery.tsx';
import './picture-gallery.element.ts';

/** The pictures of the fixtures, drawn and answered by MSW (the provider's media). */
const drawn = http.get(
  `${PICTURE_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(landscapeSvg(Number.parseInt(String(params.file), 10)), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the gallery call answers `answer`, and the pictures are served. */
const answering = (answer: Parameters<typeof provider>[0]['getGallery']) => {
  const { msw } = provider({ getGallery: answer });
  return { msw: { handlers: [...msw.handlers, drawn] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Picture gallery',
    PictureGallery,
    'The picture gallery: every picture in a grid of 2 to 4 columns by its own width, each a button that opens it in a lightbox (loaded on the first open) with Previous / Next, the arrow keys, swipe, Escape and a "3 of 12" counter; focus returns to the picture. With `featured`, the home page’s featured pictures: up to 9 in the grid, or up to 5 in a carousel (`layout="carousel"`). Every picture keeps its 3 : 2 box while it loads.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    layout: { control: { type: 'inline-radio' }, options: ['grid', 'carousel'] },
  },
} satisfies Meta<typeof PictureGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getGallery: pictures }, { getGallery: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('Ghost pictures of the real size hold the place, so nothing below jumps.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;

export const Loaded: Story = {
  parameters: {
    ...answering(pictures),
    ...story('All 18 pictures. Press one to open the lightbox; try the arrow keys and Escape.'),
  },
};

export const Bengali: Story = {
  args: { lang: 'bn' },
  parameters: {
    ...answering(pictures),
    ...story('Each picture is named "ছবি ৩ (মোট ১৮টি)"; the lightbox counts in Bengali digits.'),
  },
};

export const Featured: Story = {
  args: { featured: true },
  parameters: {
    ...answering(pictures),
    ...story('The home page’s featured gallery: the first 9 of the 11 featured pictures, 3 a row.'),
  },
};

export const FeaturedLoading: Story = {
  name: 'Featured, loading',
  args: { featured: true },
  parameters: face.Loading.parameters,
};

export const FeaturedCarousel: Story = {
  name: 'Featured carousel',
  args: { featured: true, layout: 'carousel' },
  parameters: {
    ...answering(pictures),
    ...story(
      'Up to 5 featured pictures, 1 to 3 at a time by the carousel’s width. It never moves by itself, so it has no Pause button.',
    ),
  },
};

export const CarouselLoading: Story = {
  name: 'Featured carousel, loading',
  args: { featured: true, layout: 'carousel' },
  parameters: face.Loading.parameters,
};

export const NoneFeatured: Story = {
  name: 'Featured, none marked',
  args: { featured: true },
  parameters: {
    ...answering(pictures.map((p) => ({ ...p, featured: false }))),
    ...story('The provider has pictures, but none is featured: the empty text.'),
  },
};

export const Element: Story = {
  parameters: answering(pictures),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-picture-gallery', {
      'api-base': STORY_API_BASE,
      featured: args.featured ? '' : undefined,
      layout: args.layout,
    }),
};
