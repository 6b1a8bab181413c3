import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { DressCode } from './dress-code.tsx';
import { DRESS_CODES, garmentSvg, IMAGE_BASE } from './fixtures.ts';
import './dress-code.element.ts';

const COLOURS = ['#f8fafc', '#1e2a5a', '#c2a878'];

/** The pictures of the fixtures, drawn and answered by MSW (the provider's media). */
const pictures = http.get(
  `${IMAGE_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(garmentSvg(COLOURS[Number.parseInt(String(params.file), 10) % 3] ?? ''), {
      headers: { 'content-type': 'image/svg+xml' },
    }),
);

const withPictures = (parameters: { msw: { handlers: unknown[] } }) => ({
  ...parameters,
  msw: { handlers: [...parameters.msw.handlers, pictures] },
});

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Dress code',
    DressCode,
    'Dress Code: the four uniforms the widget ships (small SVG files: school and college sections, boys and girls, each described), then the provider’s `/dress-code/` entries, each picture with its description. The four show at once, whatever the provider does.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof DressCode>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getDressCodes: DRESS_CODES }, { getDressCodes: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('The four uniforms at once; a row of ghost pictures holds the provider’s place.'),
  },
};
export const ErrorState: Story = {
  ...face.Error,
  parameters: {
    ...face.Error.parameters,
    ...story('The four uniforms stay; the provider’s failure is said under them, with Retry.'),
  },
};
export const Empty: Story = {
  parameters: {
    ...face.Empty.parameters,
    ...story('The provider has no entries: the four uniforms alone (the widget is `ready`).'),
  },
};
export const Loaded: Story = { parameters: withPictures(face.Loaded.parameters) };

export const OddData: Story = {
  name: 'Odd data',
  parameters: {
    ...withPictures(
      provider({
        getDressCodes: [
          { id: 1, dress_image: `${IMAGE_BASE}/missing.jpg`, description: 'A picture that fails.' },
          { id: 2, dress_image: 'javascript:alert(1)', description: 'An unsafe address.' },
          { id: 3, dress_image: `${IMAGE_BASE}/3.svg`, description: '' },
        ],
      }),
    ),
    ...story('A failed or unsafe picture leaves its words; a picture without words stands alone.'),
  },
};

export const Element: Story = {
  parameters: withPictures(face.Loaded.parameters),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-dress-code', { 'api-base': STORY_API_BASE }),
};
