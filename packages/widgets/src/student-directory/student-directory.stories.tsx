import type { Mocks } from '@school/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { avatarSvg, student, studentPage, studentsFor } from './fixtures.ts';
import { StudentDirectory } from './student-directory.tsx';
import './student-directory.element.ts';

/**
 * The story provider's students, filtered as the real one filters: Six A (id 1) has 45 in 2026,
 * Nine A (7) 7 in 2026, XI Science (11) 23 in the 2025–2026 session; 404 past the last page.
 */
const students: Mocks['getStudentProfiles'] = (request) => {
  const query = new URL(request.url).searchParams;
  const classId = Number(query.get('class_id'));
  const session = query.get('academic_session_year__start_year');
  const count = studentsFor({
    classId,
    session: session ? Number(session) : undefined,
    year: query.get('academic_year__name') ?? undefined,
  });
  const page = Number(query.get('page') ?? '1');
  if (page > 1 && (page - 1) * 20 >= count) {
    return fail(404, 'That page does not exist. Go back to the first page.');
  }
  return studentPage(page, count, classId, STORY_API_BASE);
};

/** The avatars the fixtures name, drawn on request (a different colour for each student). */
const avatars = http.get(`${STORY_API_BASE}/media/avatars/:file`, ({ params }) => {
  const n = Number(/student-(\d+)/.exec(String(params.file))?.[1] ?? 0);
  return new HttpResponse(avatarSvg((n * 47) % 360), {
    headers: { 'content-type': 'image/svg+xml' },
  });
});

/** A story's provider: these calls, and the avatars. */
const withAvatars = (parameters: { msw: { handlers: unknown[] } }) => ({
  ...parameters,
  msw: { handlers: [...parameters.msw.handlers, avatars] },
});

const meta = {
  ...widgetMeta(
    'Student directory',
    StudentDirectory,
    'The Students page: choose a class, then its session (a class with a group: XI, XII) or academic year — the second select is labelled Session or Academic Year by the class, and switches when it changes. Submit lists the students, 20 to a page, as cards with avatar, name and roll under "Total N students found", with numbered page buttons. Submit without both says "Please select all form fields" (announced, next to the form) and asks nothing. The list’s code loads when the visitor starts on the form.',
  ),
  args: { api: storyApi },
  argTypes: {
    api: { table: { disable: true } },
    classId: { control: 'text' },
    session: { control: 'text' },
    year: { control: 'text' },
    page: { control: 'text' },
  },
} satisfies Meta<typeof StudentDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { ...CLASS_LISTS, getStudentProfiles: students },
  { ...CLASS_LISTS, getStudentProfiles: studentPage(1, 0) },
);
const story = (text: string) => ({ docs: { description: { story: text } } });
const SIX_2026 = { classId: '1', year: '2026' };

export const Loading: Story = {
  parameters: {
    ...face.Loading.parameters,
    ...story('The option lists on their way: the selects wait, disabled, saying "Loading...".'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = {
  args: { classId: '2', year: '2024' },
  parameters: face.Empty.parameters,
};
export const Loaded: Story = {
  args: SIX_2026,
  parameters: withAvatars(face.Loaded.parameters),
};

export const Form: Story = {
  name: 'The form, before a search',
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story(
      'Press Submit at once for "Please select all form fields"; choose an XI class to see the second select become Session.',
    ),
  },
};

export const Session: Story = {
  name: 'A class with a group (session)',
  args: { classId: '11', session: '2025', page: '2' },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story('XI Science, session 2025–2026, its second and last page.'),
  },
};

export const MissingField: Story = {
  name: 'A search missing a field',
  args: { classId: '11', year: '2026' },
  parameters: {
    ...face.Loaded.parameters,
    ...story(
      'A link that names a year for a class that counts by session: the class is chosen, and the widget says what is missing instead of showing nothing.',
    ),
  },
};

export const Bengali: Story = {
  args: { ...SIX_2026, lang: 'bn' },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story(
      '"মোট … জন শিক্ষার্থী" and the pages in Bengali digits; the rolls as the provider sent them.',
    ),
  },
};

export const WithoutPhotos: Story = {
  name: 'Without photos',
  args: SIX_2026,
  parameters: {
    ...provider({
      ...CLASS_LISTS,
      getStudentProfiles: {
        count: 3,
        next: null,
        previous: null,
        results: [
          { ...student(1), name: 'Md. Rakibul Hasan', avatar: '' },
          { ...student(2), name: 'মোছাঃ জান্নাতুল ফেরদৌস', avatar: 'javascript:alert(1)' },
          { ...student(3), name: 'Ishita Saha', avatar: '/media/relative.jpg' },
        ],
      },
    }),
    ...story('No photo, or an unsafe or relative address: initials on the theme colour.'),
  },
};

export const Element: Story = {
  args: SIX_2026,
  parameters: withAvatars(face.Loaded.parameters),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-student-directory', {
      'api-base': STORY_API_BASE,
      'class-id': args.classId,
      session: args.session,
      year: args.year,
      page: args.page,
    }),
};
