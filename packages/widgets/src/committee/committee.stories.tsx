import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { Committee } from './committee.tsx';
import { COMMITTEE, member, PHOTO_BASE, portraitSvg } from './fixtures.ts';
import './committee.element.ts';

const story = (text: string) => ({ docs: { description: { story: text } } });

/** The photos the fixtures name, drawn on request (a different colour for each person). */
const photos = http.get(`${PHOTO_BASE}/:file`, ({ params }) => {
  const n = Number(/committee-(\d+)/.exec(String(params.file))?.[1] ?? 0);
  return new HttpResponse(portraitSvg((n * 47) % 360), {
    headers: { 'content-type': 'image/svg+xml' },
  });
});

/** A story's parameters: these calls, and the photos. */
const withPhotos = (parameters: { msw: { handlers: unknown[] } }) => ({
  ...parameters,
  msw: { handlers: [...parameters.msw.handlers, photos] },
});

const meta = {
  ...widgetMeta(
    'Committee',
    Committee,
    'Committee Members: the first 16 of `/committees` and `/committeeMembers.json`, asked together and merged (each person, by name and photo, once), with photo, name and designation (`designation`, else `degination`). Either list alone is enough; the widget fails only when both do.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof Committee>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { getCommittees: COMMITTEE, getCommitteeMembersFile: COMMITTEE },
  { getCommittees: [], getCommitteeMembersFile: [] },
);

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('Sixteen ghost cards: the committee’s place, kept.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = { parameters: withPhotos(face.Loaded.parameters) };

export const Merged: Story = {
  name: 'Two lists merged',
  parameters: {
    ...withPhotos(
      provider({
        getCommittees: COMMITTEE.slice(0, 4),
        getCommitteeMembersFile: [
          ...COMMITTEE.slice(2, 6),
          { ...member(7), designation: '', degination: 'Guardian Representative (degination)' },
        ],
      }),
    ),
    ...story(
      'Four from `/committees`, five from the file of which two are the same people: seven cards. The last has only `degination`.',
    ),
  },
};

export const OneListFails: Story = {
  name: 'One list fails',
  parameters: {
    ...withPhotos(provider({ getCommittees: COMMITTEE, getCommitteeMembersFile: fail(404) })),
    ...story('The static file is missing at this provider: `/committees` alone is enough.'),
  },
};

export const WithoutPhotos: Story = {
  name: 'Without photos',
  parameters: {
    ...provider({
      getCommittees: COMMITTEE.slice(0, 3).map((m, i) => ({
        ...m,
        img: ['', 'javascript:alert(1)', `${PHOTO_BASE}/missing.jpg`][i] ?? '',
      })),
      getCommitteeMembersFile: [],
    }),
    ...story('No photo, an unsafe address, or a photo that fails: initials instead.'),
  },
};

export const Element: Story = {
  parameters: withPhotos(face.Loaded.parameters),
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-committee', { 'api-base': STORY_API_BASE }),
};
