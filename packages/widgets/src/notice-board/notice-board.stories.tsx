import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { FILE_BASE, NOTICES, PDF_BYTES } from './fixtures.ts';
import { NoticeBoard } from './notice-board.tsx';
import './notice-board.element.ts';

const meta = {
  ...widgetMeta(
    'Notice board',
    NoticeBoard,
    'Notices and Announcements: every notice, newest first, each opening in place to its description and attachment (downloaded under its real name). `#notice-<id>` in the address opens that notice. With `limit`, the newest few as links to the notices page, for the home page.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getNotices: NOTICES }, { getNotices: [] });
const story = (text: string) => ({ docs: { description: { story: text } } });

/** The attachments, as the provider sends them: a PDF under its own name. */
const files = http.get(`${FILE_BASE}/:name`, ({ params }) =>
  HttpResponse.text(PDF_BYTES, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${String(params.name)}"`,
    },
  }),
);
const withFiles = { msw: { handlers: [...face.Loaded.parameters.msw.handlers, files] } };

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;

export const Loaded: Story = {
  parameters: {
    ...withFiles,
    ...story('Open a notice with a PDF and press Download attachment: it saves under its name.'),
  },
};

export const DownloadFails: Story = {
  name: 'Download fails',
  parameters: {
    msw: {
      handlers: [
        ...face.Loaded.parameters.msw.handlers,
        http.get(`${FILE_BASE}/:name`, () =>
          HttpResponse.json({ message: 'This file does not exist.' }, { status: 404 }),
        ),
      ],
    },
    ...story(
      "The provider's file is gone: the notice says why under its button, the rest works on.",
    ),
  },
};

export const Bengali: Story = {
  args: { lang: 'bn' },
  parameters: {
    ...withFiles,
    ...story(
      'The dates in Bengali (such as "২২ নভেম্বর, ২০২৬"); the titles as the provider sent them.',
    ),
  },
};

export const CompactBengali: Story = {
  name: 'Compact, Bengali',
  args: { limit: 5, lang: 'bn' },
  parameters: {
    ...face.Loaded.parameters,
    ...story('"All notices" leads to the Bengali notices page, `/bn/notices-and-announcements`.'),
  },
};

export const Compact: Story = {
  args: { limit: 5, href: '/notices-and-announcements' },
  parameters: {
    ...face.Loaded.parameters,
    ...story(
      "The home page's board: the newest five, titles cut at 60 letters, each linking to its notice.",
    ),
  },
};

export const CompactEmpty: Story = {
  name: 'Compact, empty',
  args: { limit: 5 },
  parameters: face.Empty.parameters,
};

export const CompactLoading: Story = {
  name: 'Compact, loading',
  args: { limit: 5 },
  parameters: face.Loading.parameters,
};

export const Element: Story = {
  parameters: withFiles,
  render: () => <school-notice-board api-base={STORY_API_BASE}></school-notice-board>,
};

export const CompactElement: Story = {
  name: 'Compact element',
  parameters: provider({ getNotices: NOTICES }),
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <school-notice-board api-base={STORY_API_BASE} limit={5}></school-notice-board>
    </div>
  ),
};
