import type { Banner } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { BANNER_BASE, bannerSvg, banners } from './fixtures.ts';
import { HeroSlider } from './hero-slider.tsx';
import './hero-slider.element.ts';

/** The banner pictures of the fixtures, drawn and answered by MSW (the provider's media). */
const pictures = http.get(
  `${BANNER_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(bannerSvg(Number.parseInt(String(params.file), 10) || 1), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the banners call answers `answer`, and the pictures are served. */
const answering = (answer: Parameters<typeof provider>[0]['getBanners']) => {
  const { msw } = provider({ getBanners: answer });
  return { msw: { handlers: [...msw.handlers, pictures] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Hero slider',
    HeroSlider,
    'The banner slider at the top of the home and About pages: the provider’s `ACTIVE` banners, one at a time, moving on every 3 s, with Previous, Next, a dot per banner and Pause (still under reduced motion). The box has the banners’ 8 : 3 shape from the first render, and the first picture is fetched at once with high priority: it is the page’s largest. Banners have no caption in the contract, so the pictures are decoration; the carousel names each slide "N of M". Nothing at all when there are no banners.',
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { getBanners: banners },
  { getBanners: [{ id: 9, status: 'INACTIVE', banner_image: `${BANNER_BASE}/9.svg` }] },
);

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('A box of the banners’ shape and the row of controls hold the place: nothing shifts.'),
  },
};
export const LoadingWithPoster: Story = {
  ...face.Loading,
  args: { poster: `data:image/svg+xml,${encodeURIComponent(bannerSvg(2))}` },
  parameters: {
    ...face.Loading.parameters,
    ...story(
      'With `poster`, a picture the page has already (the host site ships one) stands in the first banner’s box until the banners arrive: a slow line shows a picture, not an empty box.',
    ),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = {
  parameters: {
    ...face.Empty.parameters,
    ...story(
      'Renders nothing, on purpose: the only banner is `INACTIVE` (`data-state="empty"`), and the hero is decoration.',
    ),
  },
};
export const Loaded: Story = {
  parameters: {
    ...answering(banners),
    ...story('Three of the four banners: the `INACTIVE` one is skipped.'),
  },
};

const [first] = banners as [Banner];

export const Single: Story = {
  name: 'A single banner',
  parameters: {
    ...answering([first]),
    ...story('Nothing to move to: no arrows, dots or Pause, and no autoplay.'),
  },
};

export const BrokenPicture: Story = {
  name: 'A picture that fails',
  parameters: {
    msw: {
      handlers: [
        ...provider({
          getBanners: [
            { ...first, banner_image: `${BANNER_BASE}/missing.svg` },
            banners[1] as Banner,
          ],
        }).msw.handlers,
        // Before `pictures`, which would answer any file name.
        http.get(`${BANNER_BASE}/missing.svg`, () => new HttpResponse(null, { status: 404 })),
        pictures,
      ],
    },
    ...story(
      'A banner whose picture cannot be loaded keeps its box, empty, instead of a broken image.',
    ),
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  parameters: {
    ...answering(banners),
    ...story(
      'Turn on "Emulate CSS prefers-reduced-motion: reduce" (DevTools → Rendering): the banners never move by themselves and there is no Pause button; Previous, Next and the dots still work. The element browser test checks this with the emulation on.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(banners),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-hero-slider', { 'api-base': STORY_API_BASE }),
};
