import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { history, PICTURE_BASE, pictureSvg } from './fixtures.ts';
import { SchoolHistory } from './history.tsx';
import './history.element.ts';

/** The pictures of the fixtures, drawn and answered by MSW (the provider's media). */
const pictures = http.get(
  `${PICTURE_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(pictureSvg(Number.parseInt(String(params.file), 10) || 1), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the history call answers `answer`, and the pictures are served. */
const answering = (answer: Parameters<typeof provider>[0]['getSchoolHistory']) => {
  const { msw } = provider({ getSchoolHistory: answer });
  return { msw: { handlers: [...msw.handlers, pictures] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'School history',
    SchoolHistory,
    'The school’s history: its heading and text, paragraphs kept. On the home page (the default) the first paragraph (cut at a word after about 320 characters) and "Read more" to the history page; with `variant="page"` the whole text and the pictures, as a still gallery (lazy, their 3 : 2 shape reserved; decoration, as the contract gives them no captions). The original’s history page cycles its pictures every 3 s; here nothing moves.',
  ),
  args: { api: storyApi, href: '/history' },
  argTypes: {
    api: { table: { disable: true } },
    variant: { control: { type: 'inline-radio' }, options: ['home', 'page'] },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof SchoolHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getSchoolHistory: [history] }, { getSchoolHistory: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = {
  name: 'Home (start and Read more)',
  parameters: answering([history]),
};

export const Page: Story = {
  name: 'Page (everything)',
  args: { variant: 'page' },
  parameters: answering([history]),
};

export const PageLoading: Story = {
  name: 'Page, loading',
  args: { variant: 'page' },
  parameters: face.Loading.parameters,
};

export const OddData: Story = {
  name: 'No heading, odd pictures',
  args: { variant: 'page' },
  parameters: {
    msw: {
      handlers: [
        ...provider({
          getSchoolHistory: [
            {
              ...history,
              heading: '',
              images: [
                { image: 'javascript:alert(1)' },
                { image: `${PICTURE_BASE}/missing.svg` },
                { image: `${PICTURE_BASE}/2.svg` },
              ],
            },
          ],
        }).msw.handlers,
        // Before `pictures`, which would answer any file name.
        http.get(`${PICTURE_BASE}/missing.svg`, () => new HttpResponse(null, { status: 404 })),
        pictures,
      ],
    },
    ...story(
      'No heading: "Our history". A picture whose address is not http(s) is left out, one that fails to load disappears.',
    ),
  },
};

export const Element: Story = {
  args: { variant: 'page' },
  parameters: answering([history]),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-history', {
      'api-base': STORY_API_BASE,
      variant: args.variant,
      'heading-level': args.headingLevel,
    }),
};
