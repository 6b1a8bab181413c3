import type { Video } from '@school/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import { videos } from './fixtures.ts';
import { VideoGallery } from './video-gallery.tsx';
import './video-gallery.element.ts';

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Video gallery',
    VideoGallery,
    'One player and a list of titled thumbnails; choosing one puts it in the player (`aria-current` on it) and moves the focus to its play button. Nothing of YouTube or Vimeo is framed until the visitor presses play: until then a facade with YouTube’s still (a plain poster for Vimeo). Only https addresses of those two hosts are embedded (YouTube through youtube-nocookie.com); anything else is a plain "Watch <title>" link that opens in a new tab.',
  ),
} satisfies Meta<typeof VideoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getVideoGallery: videos }, { getVideoGallery: [] });

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('The player’s 16 : 9 box, its title and the list hold their place.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;

export const Loaded: Story = {
  parameters: {
    ...face.Loaded.parameters,
    ...story(
      'Three YouTube addresses in three forms, a Vimeo one (a plain poster) and a Facebook one (a link). Stills come from i.ytimg.com, so without internet they show the plain poster too.',
    ),
  },
};

const [first, , , vimeo, other] = videos as [Video, Video, Video, Video, Video];

export const Single: Story = {
  name: 'A single video',
  parameters: {
    ...provider({ getVideoGallery: [first] }),
    ...story('Nothing to choose from: no list.'),
  },
};

export const NotEmbeddable: Story = {
  name: 'A host it does not embed',
  parameters: {
    ...provider({ getVideoGallery: [other, vimeo] }),
    ...story('The first video’s address is not YouTube or Vimeo: the player is a plain link.'),
  },
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-video-gallery', { 'api-base': STORY_API_BASE }),
};
