import type { Mocks } from '@school/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { avatarSvg, staffMember, staffPage } from './fixtures.ts';
import { StaffDirectory } from './staff-directory.tsx';
import './staff-directory.element.ts';

const TEACHERS = 45;

/** The story provider's staff list: 45 teachers or 30 others, 20 a page, 404 past the last. */
const directory: Mocks['getStaffProfiles'] = (request) => {
  const query = new URL(request.url).searchParams;
  const roles = query.get('role_filter') === 'include' ? 'include' : 'exclude';
  const page = Number(query.get('page') ?? '1');
  const count = roles === 'include' ? TEACHERS : 30;
  if (page > 1 && (page - 1) * 20 >= count) {
    return fail(404, 'That page does not exist. Go back to the first page.');
  }
  return staffPage(page, count, roles, STORY_API_BASE);
};

/** The avatars the fixtures name, drawn on request (a different colour for each person). */
const avatars = http.get(`${STORY_API_BASE}/media/avatars/:file`, ({ params }) => {
  const n = Number(/staff-(\d+)/.exec(String(params.file))?.[1] ?? 0);
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
    'Staff directory',
    StaffDirectory,
    'The Staffs and Teachers pages: cards with avatar, name, designation, role (teachers only) and Reg. No., 20 to a page, with as many page buttons as count ÷ 20. A page change keeps the grid’s size while it loads, scrolls the widget’s top into view and moves the focus to the "Page N of M" line. Without a usable photo a card shows initials.',
  ),
  args: { api: storyApi, roles: 'include' },
  argTypes: {
    api: { table: { disable: true } },
    roles: { control: { type: 'inline-radio' }, options: ['include', 'exclude'] },
    page: { control: { type: 'number', min: 1 } },
  },
} satisfies Meta<typeof StaffDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { getStaffProfiles: directory },
  { getStaffProfiles: staffPage(1, 0, 'include') },
);
const story = (text: string) => ({ docs: { description: { story: text } } });

export const Loading: Story = {
  parameters: {
    ...face.Loading.parameters,
    ...story('A skeleton of a full page of cards, with "Loading..." for screen readers.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: withAvatars(face.Loaded.parameters) };

export const Staff: Story = {
  name: 'Staff (roles exclude)',
  args: { roles: 'exclude' },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story('The staff who do not teach: the same cards without the role.'),
  },
};

export const LastPage: Story = {
  name: 'Last page',
  args: { page: 3 },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story('Every row of the last page (41–45), not a page cut at 11.'),
  },
};

export const Bengali: Story = {
  args: { page: 2, lang: 'bn' },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story(
      'The summary and the pages in Bengali digits; names and Reg. No. as the provider sent them.',
    ),
  },
};

export const PastTheLastPage: Story = {
  name: 'Past the last page',
  args: { page: 9 },
  parameters: {
    ...withAvatars(face.Loaded.parameters),
    ...story(
      'An address such as `?page=9` for a list of three pages: the provider answers 404, the widget says so and offers the first page.',
    ),
  },
};

export const WithoutPhotos: Story = {
  name: 'Without photos',
  parameters: {
    ...provider({
      getStaffProfiles: {
        count: 4,
        next: null,
        previous: null,
        results: [
          { ...staffMember(1, 'include'), name: 'Md. Kamal Uddin', avatar: '' },
          { ...staffMember(2, 'include'), name: 'মোঃ রফিকুল ইসলাম', avatar: 'javascript:alert(1)' },
          { ...staffMember(3, 'include'), name: 'Priyanka Dey', avatar: '/media/relative.jpg' },
          { ...staffMember(4, 'include'), name: 'Nafisa Jahan' },
        ],
      },
    }),
    ...story(
      'No photo, an unsafe or relative address, or a photo that fails to load: initials on the theme colour, never a broken image.',
    ),
  },
};

export const Element: Story = {
  parameters: withAvatars(face.Loaded.parameters),
  render: (args) => (
    <school-staff-directory
      api-base={STORY_API_BASE}
      roles={args.roles}
      page={args.page === undefined ? undefined : String(args.page)}
    ></school-staff-directory>
  ),
};
