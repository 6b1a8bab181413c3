import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { headMessage, otherMessage, PHOTO_BASE, portraitSvg } from './fixtures.ts';
import { HeadMessages } from './head-messages.tsx';
import './head-messages.element.ts';

/** The photos of the fixtures, drawn and answered by MSW (the provider's media). */
const photos = http.get(
  `${PHOTO_BASE}/:file`,
  ({ params }) =>
    new HttpResponse(portraitSvg(String(params.file).startsWith('p') ? '#0b5d3b' : '#1f5fa8'), {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
);

type Mocks = Parameters<typeof provider>[0];

/** A story's parameters: the two calls answer these, and the photos are served. */
const answering = (mocks: Mocks) => {
  const { msw } = provider(mocks);
  return { msw: { handlers: [...msw.handlers, photos] } };
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Head messages',
    HeadMessages,
    'Messages from the head (home page): the head of the institution’s message and, when `/messages-from-other` has one, the other’s beside it (the two-message layout; stacked where narrow). Each has the person’s photo (initials without one), the heading, the name, the words cut at 200 characters with a See More / See Less button (`aria-expanded`), and Facebook, LinkedIn and WhatsApp links only when they are real addresses; a WhatsApp chat is also made from a Bangladeshi mobile number.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof HeadMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { getMessagesFromHead: [headMessage], getMessagesFromOther: [otherMessage] },
  { getMessagesFromHead: [], getMessagesFromOther: [] },
);

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('A card’s place (two side by side where two would sit) while the messages load.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = {
  name: 'Two messages',
  parameters: answering({
    getMessagesFromHead: [headMessage],
    getMessagesFromOther: [otherMessage],
  }),
};

export const One: Story = {
  name: 'One message',
  parameters: {
    ...answering({ getMessagesFromHead: [headMessage], getMessagesFromOther: [] }),
    ...story('No message from another: the head’s alone, its photo beside the words where wide.'),
  },
};

export const OtherFails: Story = {
  name: 'The second call fails',
  parameters: {
    ...answering({
      getMessagesFromHead: [headMessage],
      getMessagesFromOther: fail(404),
    }),
    ...story(
      'A provider without `/messages-from-other` (or failing it): the head’s message alone, not an error.',
    ),
  },
};

export const OddData: Story = {
  name: 'No photo, no links',
  parameters: {
    ...answering({
      getMessagesFromHead: [
        {
          ...headMessage,
          img: 'javascript:alert(1)',
          facebook: 'javascript:alert(1)',
          linkedin: 'None',
          whatsapps: '',
          heading: '',
        },
      ],
      getMessagesFromOther: [],
    }),
    ...story(
      'A photo address that is not http(s) shows initials; links that are not real addresses are left out; a missing heading says whose message it is.',
    ),
  },
};

export const Element: Story = {
  parameters: answering({
    getMessagesFromHead: [headMessage],
    getMessagesFromOther: [otherMessage],
  }),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-head-messages', {
      'api-base': STORY_API_BASE,
      'heading-level': args.headingLevel,
    }),
};
