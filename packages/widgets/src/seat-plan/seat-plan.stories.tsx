import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { SEAT_PLANS } from './fixtures.ts';
import { SeatPlan } from './seat-plan.tsx';
import './seat-plan.element.ts';

const meta = {
  ...widgetMeta(
    'Seat plan',
    SeatPlan,
    'The seat plans from `/seat-plans` (beyond the spec): an exam and class, the room of each range of rolls.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof SeatPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getSeatPlans: SEAT_PLANS }, { getSeatPlans: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };
export const NotPublished: Story = {
  name: 'Provider without /seat-plans',
  parameters: provider({ getSeatPlans: fail(404) }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-seat-plan', { 'api-base': STORY_API_BASE }),
};
