import type { Credential } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { Credentials } from './credentials.tsx';
import { credentialSvg, credentials, MEDIA_BASE } from './fixtures.ts';
import './credentials.element.ts';

/** The fixtures' pictures, drawn and answered by MSW (the provider's media). */
const pictures = http.get(
  `${MEDIA_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(credentialSvg(String(params.file).includes('certificate')), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

/** A story's parameters: the credentials call answers `answer`, and the pictures are served. */
const answering = (answer: Parameters<typeof provider>[0]['getCredentials']) => {
  const { msw } = provider({ getCredentials: answer });
  return { msw: { handlers: [...msw.handlers, pictures] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Credentials',
    Credentials,
    'Beside the important links on the home page: the school’s certificate under the list’s headline (the first credential’s), its thumbnail (4 : 3, reserved before it loads, lazy) a link to the original, which opens in a new tab. Says "No certificates available." when there is none.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof Credentials>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getCredentials: credentials }, { getCredentials: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('The picture’s 4 : 3 box and the link’s line hold the place while it loads.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: answering(credentials) };

const [first] = credentials as [Credential];

export const NoOriginal: Story = {
  name: 'No original to open',
  parameters: {
    ...answering([{ ...first, o_image: 'javascript:alert(1)' }]),
    ...story('An original that is not an http(s) address is not linked: the picture alone shows.'),
  },
};

const missing = [{ ...first, image: `${MEDIA_BASE}/missing.svg` }];

export const BrokenPicture: Story = {
  name: 'Picture fails to load',
  parameters: {
    msw: {
      handlers: [
        // Before the pictures' handler: the first that matches answers.
        http.get(`${MEDIA_BASE}/missing.svg`, () => new HttpResponse(null, { status: 404 })),
        ...answering(missing).msw.handlers,
      ],
    },
    ...story('The link to the original stays, without a broken picture.'),
  },
};

export const Element: Story = {
  parameters: answering(credentials),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-credentials', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
