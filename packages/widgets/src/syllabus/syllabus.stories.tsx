import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { INSTITUTES } from './fixtures.ts';
import { Syllabus } from './syllabus.tsx';
import './syllabus.element.ts';

const meta = {
  ...widgetMeta('Syllabus', Syllabus, "The school's name from the provider's `/api/institute`."),
  args: { api: storyApi },
} satisfies Meta<typeof Syllabus>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getInstitutes: INSTITUTES }, { getInstitutes: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-syllabus', { 'api-base': STORY_API_BASE }),
};
