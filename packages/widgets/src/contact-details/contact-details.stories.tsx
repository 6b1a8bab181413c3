import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { ContactDetails, type ContactDetailsProps } from './contact-details.tsx';
import { contact, sparse } from './fixtures.ts';
import './contact-details.element.ts';

/** The campus picture the story provider serves (MSW answers the image request too). */
const CAMPUS = `${STORY_API_BASE}/media/gallery/campus-front.svg`;
const CAMPUS_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="#cfe3f3"/><rect y="300" width="600" height="100" fill="#7fb069"/><rect x="120" y="150" width="360" height="170" fill="#f2efe6" stroke="#8a7f6a" stroke-width="4"/><path d="M100 160 300 70l200 90z" fill="#a33b2b"/><rect x="270" y="240" width="60" height="80" fill="#6b4f3a"/></svg>';
const withCampus = (handlers: ReturnType<typeof provider>) => ({
  msw: {
    handlers: [
      ...handlers.msw.handlers,
      http.get(
        CAMPUS,
        () => new HttpResponse(CAMPUS_SVG, { headers: { 'content-type': 'image/svg+xml' } }),
      ),
    ],
  },
});

const LOADED = { ...contact, image: CAMPUS };

const meta = {
  ...widgetMeta(
    'Contact details',
    ContactDetails,
    'The contact page’s details block: office address, mobile numbers (`tel:` links) and email (`mailto:` links), only those the provider has, and the lazy 400 px "School Location Map" — framed only from an https Google Maps embed address, a link for any other https address, nothing otherwise. With `image`, the contact’s side image too.',
  ),
  args: { api: storyApi, map: true, image: false },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getContacts: [LOADED] }, { getContacts: [] });
const story = (text: string) => ({ docs: { description: { story: text } } });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('The block’s shape, the map’s 400 px included: nothing below moves when it fills.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const WithImage: Story = {
  name: 'With the side image',
  args: { image: true },
  parameters: withCampus(face.Loaded.parameters),
};

export const MapLink: Story = {
  name: 'A map address that cannot be framed',
  parameters: {
    ...provider({
      getContacts: [{ ...LOADED, google_map: 'https://maps.app.goo.gl/7kQ4m9xP2b' }],
    }),
    ...story('A share link, not an embed address: Google refuses to be framed there, so a link.'),
  },
};

export const ContractOnly: Story = {
  name: 'Only some fields',
  parameters: {
    ...provider({ getContacts: [sparse] }),
    ...story('Another school’s provider with blank email, map and image: only what it has shows.'),
  },
};

export const Element: Story = {
  args: { image: true },
  parameters: withCampus(face.Loaded.parameters),
  render: (args: Partial<ContactDetailsProps>) => (
    <school-contact-details
      api-base={STORY_API_BASE}
      map={args.map === false ? 'false' : undefined}
      image={args.image ? 'true' : undefined}
    ></school-contact-details>
  ),
};
