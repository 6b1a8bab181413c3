import type { Meta, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { faces, fail, provider, STORY_API_BASE, storyApi, widgetMeta } from '../stories/support.ts';
import { ExamRoutine } from './exam-routine.tsx';
import { EXAM_ROUTINES } from './fixtures.ts';
import './exam-routine.element.ts';

const meta = {
  ...widgetMeta(
    'Exam routine',
    ExamRoutine,
    'The exam routines from `/exam-routines` (beyond the spec): an exam and class, its papers by date.',
  ),
  args: { api: storyApi },
} satisfies Meta<typeof ExamRoutine>;

export default meta;
type Story = StoryObj<typeof meta>;

const face = faces({ getExamRoutines: EXAM_ROUTINES }, { getExamRoutines: [] });

export const Loading: Story = face.Loading;
export const ErrorState: Story = face.Error;
export const Empty: Story = face.Empty;
export const Loaded: Story = face.Loaded;
export const Bengali: Story = { args: { lang: 'bn' }, parameters: face.Loaded.parameters };
export const NotPublished: Story = {
  name: 'Provider without /exam-routines',
  parameters: provider({ getExamRoutines: fail(404) }),
};

export const Element: Story = {
  parameters: face.Loaded.parameters,
  render: () => createElement('school-exam-routine', { 'api-base': STORY_API_BASE }),
};
