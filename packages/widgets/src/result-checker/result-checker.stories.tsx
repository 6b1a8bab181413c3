import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { asLang } from '../runtime/i18n.ts';
import { answer, fail, hang, STORY_API_BASE, storyApi } from '../stories/support.ts';
import * as fixtures from './fixtures.ts';
import { ResultChecker } from './result-checker.tsx';
import './result-checker.element.ts';

const RESULTS = '/results/:roll/:year/:exam';

/** The option lists, the grade scale and the institute, as the demo provider answers them. */
const lists = [
  answer('/admission-years', fixtures.years),
  answer('/api/exams', fixtures.exams),
  answer('/class-configs', fixtures.classConfigs),
  answer('/api/grades', fixtures.grades),
  answer('/api/institute', [{ id: 1, institute_name: fixtures.schoolName }]),
];

const passed = [
  ...lists,
  answer(RESULTS, [fixtures.passed]),
  answer('/api/student-profile/:id', fixtures.profile),
];

const meta = {
  title: 'Widgets/Result checker',
  component: ResultChecker,
  args: { api: storyApi },
  argTypes: {
    api: { table: { disable: true } },
    lang: { control: 'inline-radio', options: ['en', 'bn'] },
  },
  render: (args, { globals }) => (
    <ResultChecker {...args} lang={args.lang ?? asLang(String(globals.lang))} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Check Result: roll, academic year and exam → the result card (two papers of one subject merged into one row, graded from the grade scale), Status and GPA, and a PDF report card made in the browser (jsPDF loads only when the button is pressed). `roll`, `year` and `exam` together look a result up on load.',
      },
    },
  },
} satisfies Meta<typeof ResultChecker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { msw: { handlers: [hang('/admission-years'), ...lists] } },
};

export const LookingUp: Story = {
  name: 'Looking up',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: { msw: { handlers: [hang(RESULTS), ...lists] } },
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
  name: 'No result',
  args: { roll: '110001', year: 3, exam: 3 },
  parameters: {
    msw: {
      handlers: [
        fail(RESULTS, 404, 'No result was found for roll 110001 in that year and exam.'),
        ...lists,
      ],
    },
  },
};

export const Loaded: Story = {
  name: 'Loaded (merged rows)',
  args: { roll: '110001', year: 3, exam: 1 },
  parameters: { msw: { handlers: passed } },
};

export const Failed: Story = {
  name: 'Failed result',
  args: { roll: '110004', year: 3, exam: 1 },
  parameters: {
    msw: {
      handlers: [
        ...lists,
        answer(RESULTS, [fixtures.failed]),
        answer('/api/student-profile/:id', fixtures.failedProfile),
      ],
    },
  },
};

export const Bengali: Story = {
  args: { roll: '110001', year: 3, exam: 1, lang: 'bn' },
  parameters: { msw: { handlers: passed } },
};

export const Element: Story = {
  parameters: { msw: { handlers: passed } },
  render: () => (
    <school-result-checker
      api-base={STORY_API_BASE}
      roll="110001"
      year="3"
      exam="1"
    ></school-result-checker>
  ),
};
