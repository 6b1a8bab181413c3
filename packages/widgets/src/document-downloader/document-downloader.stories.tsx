import type { DownloadType } from '@school/api';
import type { Mocks } from '@school/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { DocumentDownloader } from './document-downloader.tsx';
import { documents, FILE_BASE } from './fixtures.ts';

import './document-downloader.element.ts';

/**
 * The story provider's documents, filtered as the real one filters: Six A (id 1) has 3 of each
 * type in 2026, XI Science (11) 4 in the 2025–2026 session; any other search finds none.
 */
const downloads: Mocks['getDownloads'] = (request) => {
  const query = new URL(request.url).searchParams;
  const type = query.get('download_type') as DownloadType;
  const classId = query.get('class_id');
  if (classId === '1' && query.get('academic_year__name') === '2026') return documents(type, 3);
  if (classId === '11' && query.get('academic_session_year__start_year') === '2025') {
    return documents(type, 4);
  }
  return [];
};

/** The documents themselves: a small PDF under the name the provider gives it. */
const files = http.get(`${FILE_BASE}/:file`, ({ params }) => {
  const name = String(params.file);
  return new HttpResponse('%PDF-1.4\n%%EOF\n', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
});
const missingFiles = http.get(`${FILE_BASE}/:file`, () =>
  HttpResponse.json({ message: 'This file does not exist.' }, { status: 404 }),
);

const serving = (parameters: { msw: { handlers: unknown[] } }, handler = files) => ({
  ...parameters,
  msw: { handlers: [...parameters.msw.handlers, handler] },
});

const meta = {
  ...widgetMeta(
    'Document downloader',
    DocumentDownloader,
    'Download Academic Documents: choose a class, its session (XI, XII: classes with a group) or academic year, and a document type (Assignment, Hand Book, Home Work, Class Notes, Other Download). Submit lists the documents in a table of ID, Title, a Download button and Date, or says in one line that there are none. Each file is saved under its real name and type, with "Downloading..." on its button meanwhile and a failure said on its row. Submit without every field says "Please select all form fields" and asks nothing. The table’s code loads when the visitor starts on the form.',
  ),
  args: { api: storyApi },
  argTypes: {
    api: { table: { disable: true } },
    classId: { control: 'text' },
    session: { control: 'text' },
    year: { control: 'text' },
    type: {
      control: { type: 'select' },
      options: ['Assignment', 'Hand Book', 'Home Work', 'Class Notes', 'Other Download'],
    },
  },
} satisfies Meta<typeof DocumentDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { ...CLASS_LISTS, getDownloads: downloads },
  { ...CLASS_LISTS, getDownloads: [] },
);
const story = (text: string) => ({ docs: { description: { story: text } } });
const SIX_NOTES = { classId: '1', year: '2026', type: 'Class Notes' };

export const Loading: Story = {
  parameters: {
    ...face.Loading.parameters,
    ...story('The option lists on their way: the class and year selects wait, disabled.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = { args: SIX_NOTES, parameters: face.Empty.parameters };
export const Loaded: Story = { args: SIX_NOTES, parameters: serving(face.Loaded.parameters) };

export const Form: Story = {
  name: 'The form, before a search',
  parameters: {
    ...serving(face.Loaded.parameters),
    ...story(
      'Press Submit at once for "Please select all form fields"; choose an XI class to see the second select become Session.',
    ),
  },
};

export const Session: Story = {
  name: 'A class with a group (session)',
  args: { classId: '11', session: '2025', type: 'Assignment' },
  parameters: serving(face.Loaded.parameters),
};

export const Bengali: Story = {
  args: { ...SIX_NOTES, lang: 'bn' },
  parameters: serving(face.Loaded.parameters),
};

export const DownloadFails: Story = {
  name: 'A download that fails',
  args: SIX_NOTES,
  parameters: {
    ...serving(face.Loaded.parameters, missingFiles),
    ...story('Press a Download button: the provider answers 404, and the row says so.'),
  },
};

export const UnsafeFile: Story = {
  name: 'A document without a usable address',
  args: SIX_NOTES,
  parameters: provider({
    ...CLASS_LISTS,
    getDownloads: [
      { id: 7, title: 'Routine', files: 'javascript:alert(1)', updated_at: '2026-01-05' },
      { id: 8, title: 'Syllabus', files: `${FILE_BASE}/syllabus.pdf`, updated_at: '2026-01-04' },
    ],
  }),
};

export const Element: Story = {
  args: SIX_NOTES,
  parameters: serving(face.Loaded.parameters),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-document-downloader', {
      'api-base': STORY_API_BASE,
      'class-id': args.classId,
      session: args.session,
      year: args.year,
      type: args.type,
    }),
};
