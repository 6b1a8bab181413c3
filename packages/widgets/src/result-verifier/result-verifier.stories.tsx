import type { Mocks } from '@school/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { HANG, provider, STORY_API_BASE, widgetMeta } from '../stories/support.ts';
import * as fixtures from './fixtures.ts';
import { ResultVerifier } from './result-verifier.tsx';
import './result-verifier.element.ts';

/** The test school's provider: its keys, its name and lists, and its word on each token. */
const byToken: Mocks['getResultVerification'] = (_request, { token }) =>
  token === fixtures.tokens.old ? fixtures.corrected : fixtures.current;

const school = (verification: Mocks['getResultVerification'] = byToken): Mocks => ({
  getResultKeys: fixtures.keys,
  getInstitutes: [fixtures.institute],
  getExams: fixtures.exams,
  getAdmissionYears: fixtures.years,
  getResultVerification: verification,
});

/** Every call fails as an unreachable provider's would. */
const down = {
  msw: { handlers: [http.get(`${STORY_API_BASE}/*`, () => HttpResponse.error())] },
};

const story = (text: string) => ({ docs: { description: { story: text } } });

const meta = {
  ...widgetMeta(
    'Result verifier',
    ResultVerifier,
    'Checks a report card’s code (its QR code, or the address printed under it): the school’s Ed25519 signature, checked in the browser against the keys the host pins (`keys`) or the provider publishes, then the provider’s word on whether the result is still the one published. Every outcome is worded plainly in English and Bengali; a code that is not genuine never has what it claims shown.',
  ),
  argTypes: {
    api: { table: { disable: true } },
    lang: { control: 'inline-radio', options: ['en', 'bn'] },
    headingLevel: { control: { type: 'select' }, options: [undefined, 1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof ResultVerifier>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  parameters: { ...provider(school()), ...story('The form, before a code is given.') },
};

export const Loading: Story = {
  args: { token: fixtures.tokens.genuine },
  parameters: provider(school(HANG)),
};

export const Genuine: Story = {
  args: { token: fixtures.tokens.genuine },
  parameters: {
    ...provider(school()),
    ...story(
      'The school still publishes these figures: name, roll, exam, year, GPA, total, result and every subject (two papers of one subject in one row).',
    ),
  },
};

export const GenuineOffline: Story = {
  name: 'Genuine (provider down)',
  args: {
    token: fixtures.tokens.genuine,
    keys: fixtures.keys,
    schoolName: fixtures.schoolName,
  },
  parameters: {
    ...down,
    ...story(
      'The keys are pinned (`keys`), so the signature is checked with the provider down; whether the result was corrected since cannot be, and the subject marks are not shown.',
    ),
  },
};

export const Corrected: Story = {
  args: { token: fixtures.tokens.old },
  parameters: {
    ...provider(school()),
    ...story(
      'The paper in hand shows the figures of 20 November; the school corrected Mathematics on 26 November. The current figures come from the current token, checked too.',
    ),
  },
};

export const NotGenuine: Story = {
  name: 'Not genuine',
  args: { token: fixtures.tokens.forged },
  parameters: {
    ...provider(school()),
    ...story(
      'The genuine signature on a payload with GPA 5.00 put in: not genuine, and the GPA it claims is not shown.',
    ),
  },
};

export const Withdrawn: Story = {
  args: { token: fixtures.tokens.genuine },
  parameters: provider(school(() => fixtures.withdrawn)),
};

export const NoKeys: Story = {
  name: 'No keys (error)',
  args: { token: fixtures.tokens.genuine },
  parameters: {
    ...down,
    ...story(
      'No keys pinned and the provider does not answer: nothing can be checked, `Error: …` with Try again.',
    ),
  },
};

export const Bengali: Story = {
  args: { token: fixtures.tokens.genuine, lang: 'bn' },
  parameters: provider(school()),
};

export const BengaliCorrected: Story = {
  name: 'Bengali (corrected)',
  args: { token: fixtures.tokens.old, lang: 'bn' },
  parameters: provider(school()),
};

export const Element: Story = {
  parameters: provider(school()),
  render: () => (
    <school-result-verifier
      api-base={STORY_API_BASE}
      token={`https://shaplamodel.edu.bd/verify/${fixtures.tokens.genuine}`}
    ></school-result-verifier>
  ),
};
