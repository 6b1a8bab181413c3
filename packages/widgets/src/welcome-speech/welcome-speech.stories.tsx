import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { SPEECH, SPEECH_BN, SPEECH_TEXT } from './fixtures.ts';
import { WelcomeSpeech } from './welcome-speech.tsx';
import './welcome-speech.element.ts';

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Welcome speech',
    WelcomeSpeech,
    'The welcome speech: its `text` cut to a few lines (about 280 letters, after a whole word) with "Read more" for the home page and the footer, or with `variant="page"` the whole speech (its `description`, else its `text`), paragraphs and line breaks kept.',
  ),
  args: { api: storyApi, href: '/welcome-speech' },
  argTypes: {
    api: { table: { disable: true } },
    variant: { control: { type: 'inline-radio' }, options: ['text', 'page'] },
  },
} satisfies Meta<typeof WelcomeSpeech>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getWelcomeSpeeches: [SPEECH] }, { getWelcomeSpeeches: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = {
  parameters: {
    ...face.Loaded.parameters,
    ...story('The excerpt: the first paragraph, and "Read more" for the rest.'),
  },
};

export const Page: Story = {
  name: 'Page (whole speech)',
  args: { variant: 'page' },
  parameters: face.Loaded.parameters,
};

export const PageLoading: Story = {
  name: 'Page, loading',
  args: { variant: 'page' },
  parameters: face.Loading.parameters,
};

export const OneLongParagraph: Story = {
  name: 'One long paragraph',
  parameters: {
    ...provider({
      getWelcomeSpeeches: [
        { text: SPEECH_TEXT.replace(/\s+/g, ' '), description: SPEECH_TEXT.replace(/\s+/g, ' ') },
      ],
    }),
    ...story('Cut after the last whole word that fits, with an ellipsis.'),
  },
};

export const Bengali: Story = {
  args: { lang: 'bn' },
  parameters: provider({ getWelcomeSpeeches: [SPEECH_BN] }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: (args) =>
    createElement('school-welcome-speech', {
      'api-base': STORY_API_BASE,
      variant: args.variant,
      href: args.href,
    }),
};
