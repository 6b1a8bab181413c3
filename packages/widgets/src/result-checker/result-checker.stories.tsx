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
  name: 'No result for the roll (empty)',
  args: { roll: '119999', year: 3, exam: 1 },
  parameters: provider({
    ...lists,
    getResults: fail(404, 'No result was found for roll 119999.', undefined, 'roll-not-found'),
  }),
};

export const NotPublished: Story = {
  name: 'Not published yet (empty)',
  args: { roll: '110001', year: 3, exam: 3 },
  parameters: {
    ...provider({
      ...lists,
      getResults: fail(
        404,
        'Results of Pre-Test Examination 2026 have not been published yet.',
        undefined,
        'not-published',
      ),
    }),
    docs: {
      description: {
        story:
          'The provider says the school has published no result of that exam and year (`code: not-published`): the message does not send the parent to check the roll.',
      },
    },
  },
};

export const DateOfBirthAsked: Story = {
  name: 'Date of birth asked',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: {
    ...provider({
      ...lists,
      getResults: (request) =>
        new URL(request.url).searchParams.get('dob')
          ? [fixtures.passed]
          : fail(
              400,
              "This school asks for the student's date of birth with the roll number.",
              { dob: 'Enter the date of birth.' },
              'dob-required',
            ),
      getStudentProfile: fixtures.profile,
    }),
    docs: {
      description: {
        story:
          'A school whose provider requires the date of birth (`RESULTS_REQUIRE_DOB`): the field appears only once the provider asks for it, with the focus on it.',
      },
    },
  },
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

export const OnAPhone: Story = {
  name: 'On a phone (375 px)',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: {
    ...provider(passed),
    docs: {
      description: {
        story:
          'In a 375 px wide page: the summary (GPA, grade, status, total of the maximum, exam and year) first, then each subject as a block of its own; nothing scrolls sideways.',
      },
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '343px' }}>{Story()}</div>],
};

export const OnAPhoneBengali: Story = {
  name: 'On a phone, in Bengali',
  args: { roll: '110001', year: 3, exam: 1, lang: 'bn' },
  parameters: provider(passed),
  decorators: [(Story) => <div style={{ maxWidth: '343px' }}>{Story()}</div>],
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
