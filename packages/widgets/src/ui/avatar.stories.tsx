import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { inRoot } from '../stories/support.ts';
import { Avatar } from './avatar.tsx';

const PHOTO = 'https://provider.example/media/people/avatar-story.svg';

/** A drawn portrait, answered by MSW, so the story needs no image server. */
const PORTRAIT = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#cfe3d8"/><circle cx="200" cy="160" r="80" fill="#8d5a3b"/><path d="M60 400c10-90 70-140 140-140s130 50 140 140z" fill="#0b5d3b"/></svg>`;

const photos = {
  msw: {
    handlers: [
      http.get(
        PHOTO,
        () => new HttpResponse(PORTRAIT, { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    ],
  },
};

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { src: PHOTO, name: 'Rowshan Ara Begum', size: 56 },
  decorators: [inRoot],
  parameters: {
    ...photos,
    docs: {
      description: {
        component:
          "A person's round photo with its width and height reserved (lazy by default), or their initials on the theme colour when the provider has no photo, sends an address that is not http(s), or the photo fails to load. The photo's alt is empty by default: the card writes the name beside it.",
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {};

export const NoPhoto: Story = {
  name: 'No photo: initials',
  args: { src: null, name: 'Md. Kamal Uddin' },
};

export const Broken: Story = {
  name: 'Photo fails to load',
  args: { src: 'https://provider.example/media/people/missing.jpg', name: 'Priyanka Dey' },
};

export const NotHttp: Story = {
  name: 'Address that is not http(s)',
  args: { src: 'javascript:alert(1)', name: 'Sharmin Sultana' },
};

export const Bengali: Story = {
  name: 'Bengali name',
  args: { src: null, name: 'মোঃ করিম উদ্দিন' },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'center' }}>
      {[32, 56, 80].map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {[32, 56, 80].map((size) => (
        <Avatar key={`i${size}`} {...args} src={null} size={size} />
      ))}
    </div>
  ),
};
