import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { Features } from './features.tsx';
import { features, ICON_BASE, ICON_SVG } from './fixtures.ts';
import './features.element.ts';

/** The fixtures' icons, answered by MSW (the provider's media). */
const icons = http.get(
  `${ICON_BASE}/:file`,
  () => new HttpResponse(ICON_SVG, { headers: { 'Content-Type': 'image/svg+xml' } }),
);

/** A story's parameters: the features call answers `answer`, and the icons are served. */
const answering = (answer: Parameters<typeof provider>[0]['getFeatures']) => {
  const { msw } = provider({ getFeatures: answer });
  return { msw: { handlers: [...msw.handlers, icons] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Features',
    Features,
    'A section of the home page: a card per feature of the school, with its icon (decorative, 56 px, lazy), title and text, as many across as fit (one on a phone).',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Features>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getFeatures: features }, { getFeatures: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering(features) };

export const OddData: Story = {
  name: 'Missing icons and text',
  parameters: {
    msw: {
      handlers: [
        http.get(`${ICON_BASE}/missing.svg`, () => new HttpResponse(null, { status: 404 })),
        ...answering([
          { ...(features[0] as (typeof features)[0]), icon: `${ICON_BASE}/missing.svg` },
          { ...(features[1] as (typeof features)[0]), icon: 'javascript:alert(1)' },
          { ...(features[2] as (typeof features)[0]), service_text: '' },
          { ...(features[3] as (typeof features)[0]), title: '  ' },
        ]).msw.handlers,
      ],
    },
    ...story(
      'A broken or non-http(s) icon leaves the card without one; a card without text keeps its title; a feature without a title is left out.',
    ),
  },
};

export const Element: Story = {
  parameters: answering(features),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-features', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
