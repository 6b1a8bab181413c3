import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { AdmissionInfo } from './admission-info.tsx';
import { ADMISSION_INFO } from './fixtures.ts';
import './admission-info.element.ts';

const meta = {
  ...widgetMeta(
    'Admission info',
    AdmissionInfo,
    'What a family needs before applying, from `/admission-info` (beyond the spec); nothing when there is none.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof AdmissionInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getAdmissionInfo: ADMISSION_INFO }, { getAdmissionInfo: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-admission-info', { 'api-base': STORY_API_BASE }),
};
