import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { INSTITUTES } from './fixtures.ts';
import { SeatPlan } from './seat-plan.tsx';
import './seat-plan.element.ts';

const meta = {
  ...widgetMeta('Seat plan', SeatPlan, "The school's name from the provider's `/api/institute`."),
  args: { api: storyApi },
} satisfies Meta<typeof SeatPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getInstitutes: INSTITUTES }, { getInstitutes: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-seat-plan', { 'api-base': STORY_API_BASE }),
};
