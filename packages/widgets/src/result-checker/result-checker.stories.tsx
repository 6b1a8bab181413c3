import type { Mocks } from '@school/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { fail, HANG, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import * as fixtures from './fixtures.ts';
import { ResultChecker } from './result-checker.tsx';
import './result-checker.element.ts';

/** The option lists, the grade scale and the institute, as the demo provider answers them. */
const lists: Mocks = {
  getAdmissionYears: fixtures.years,
  getExams: fixtures.exams,
  getClassConfigs: fixtures.classConfigs,
  getGrades: fixtures.grades,
  getInstitutes: [fixtures.institute],
};

const passed: Mocks = {
  ...lists,
  getResults: [fixtures.passed],
  getStudentProfile: fixtures.profile,
};

const meta = {
  ...widgetMeta(
    'Result checker',
    ResultChecker,
    'Check Result: roll, academic year and exam → the result card (two papers of one subject merged into one row, graded from the grade scale), Status and GPA, and a PDF report card made in the browser (jsPDF loads only when the button is pressed). `roll`, `year` and `exam` together look a result up on load.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    lang: { control: 'inline-radio', options: ['en', 'bn'] },
  },
} satisfies Meta<typeof ResultChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: provider({ ...lists, getAdmissionYears: HANG }),
};

export const LookingUp: Story = {
  name: 'Looking up',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: provider({ ...lists, getResults: HANG }),
};

export const ErrorState: Story = {
  name: 'Error (provider down)',
  parameters: {
    msw: { handlers: [http.get(`${STORY_API_BASE}/*`, () => HttpResponse.error())] },
    docs: {
      description: {
        story:
          'The option lists cannot be fetched: `Error: {message}` in words a parent can read, and Try again.',
      },
    },
  },
};

export const NoResult: Story = {
  name: 'No result (empty)',
  args: { roll: '110001', year: 3, exam: 3 },
  parameters: provider({
    ...lists,
    getResults: fail(404, 'No result was found for roll 110001 in that year and exam.'),
  }),
};

export const Loaded: Story = {
  name: 'Loaded (merged rows)',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: provider(passed),
};

export const Failed: Story = {
  name: 'Failed result',
  args: { roll: '110004', year: 3, exam: 1 },
  parameters: provider({
    ...lists,
    getResults: [fixtures.failed],
    getStudentProfile: fixtures.failedProfile,
  }),
};

export const Bengali: Story = {
  args: { roll: '110001', year: 3, exam: 1, lang: 'bn' },
  parameters: provider(passed),
};

export const Element: Story = {
  parameters: provider(passed),
  render: () => (
    <school-result-checker
      api-base={STORY_API_BASE}
      roll="110001"
      year="3"
      exam="1"
    ></school-result-checker>
  ),
};
