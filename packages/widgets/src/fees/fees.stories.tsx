import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { Fees } from './fees.tsx';
import { FEES } from './fixtures.ts';
import './fees.element.ts';

const meta = {
  ...widgetMeta(
    'Fees',
    Fees,
    'The school’s fees from `/fees` (beyond the spec): a table per session, a row per class, a column per fee, in taka.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof Fees>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getFees: FEES }, { getFees: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };
export const NotPublished: Story = {
  name: 'Provider without /fees',
  parameters: provider({ getFees: fail(404) }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-fees', { 'api-base': STORY_API_BASE }),
};
