import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { SYLLABI } from './fixtures.ts';
import { Syllabus } from './syllabus.tsx';
import './syllabus.element.ts';

const meta = {
  ...widgetMeta(
    'Syllabus',
    Syllabus,
    'The syllabi from `/syllabi` (beyond the spec): a class, what it studies, and its PDF.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof Syllabus>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getSyllabi: SYLLABI }, { getSyllabi: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };
export const NotPublished: Story = {
  name: 'Provider without /syllabi',
  parameters: provider({ getSyllabi: fail(404) }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-syllabus', { 'api-base': STORY_API_BASE }),
};
