import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { ClassRoutine } from './class-routine.tsx';
import { CLASS_CONFIGS, ROUTINE } from './fixtures.ts';
import './class-routine.element.ts';

const meta = {
  ...widgetMeta(
    'Class routine',
    ClassRoutine,
    'A class’s week from `/class-routines` (beyond the spec): choose the class, see its days by periods with subject and teacher.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof ClassRoutine>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces(
  { getClassConfigs: CLASS_CONFIGS, getClassRoutines: [ROUTINE] },
  { getClassConfigs: [], getClassRoutines: [] },
);

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };
export const NotPublished: Story = {
  name: 'Provider without /class-routines',
  parameters: provider({ getClassConfigs: CLASS_CONFIGS, getClassRoutines: fail(404) }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-class-routine', { 'api-base': STORY_API_BASE }),
};
