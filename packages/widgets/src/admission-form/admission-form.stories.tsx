import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { createElement } from 'react';
import { fireEvent } from 'storybook/test';
import {
  BUSY,
  faces,
  fail,
  HANG,
  provider,
  STORY_API_BASE,
  widgetMeta,
} from '../stories/support.ts';
import { DRAFT_PREFIX } from './admission-form.store.ts';
import { AdmissionForm } from './admission-form.tsx';
import type { Receipt } from './draft.ts';
import { classes, receipt, refusal, sessions, TOO_MANY, typed, years } from './fixtures.ts';
import './admission-form.element.ts';

/** The draft's entry for the story provider (the view keys it by the provider's address). */
const DRAFT = `${DRAFT_PREFIX}:${STORY_API_BASE}/`;

const lists = { getClassConfigs: classes, getAdmissionYears: years, getAcademicSessions: sessions };
const face = faces({ ...lists, createStudentParent: receipt }, { ...lists, getClassConfigs: [] });

const base = widgetMeta(
  'Admission form',
  AdmissionForm,
  'The admission page’s form (spec §2 "Admission Form") in steps a phone takes one at a time (the student; the parents; the class and photo), then "Check your answers": each thing asked once, the application of spec §3 made from the answers (the parent’s name and relation from "Applying as", the group from the class, no roll number), the class, admission year and session from the provider, the options of spec §5 with readable labels, and nothing pre-filled. The student’s photo is previewed; a large one is scaled down in the browser to fit the provider’s 1 MB. Checked with the provider’s own schema (each problem under its field and in a summary that takes focus); what was typed is kept in this browser until it is sent; sent once with an Idempotency-Key; then Success! with the application number and a receipt to print, or Error! with everything kept. The stories after "Restored draft" fill the form in and press Submit themselves.',
);

const meta = {
  ...base,
  parameters: { ...base.parameters, ...face.Loaded.parameters },
  // Each story starts from a clean browser: no draft, no receipt from another story.
  beforeEach: () => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
    }
  },
} satisfies Meta<typeof AdmissionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (text: string) => ({ docs: { description: { story: text } } });

/**
 * What a parent does: answer the questions of each step (once the form is there), pressing
 * Continue, then Submit on "Check your answers". A step that refuses its answers stops there.
 */
async function fillAndSend({ canvasElement, userEvent }: StoryContext, values = typed) {
  const form = await waitFor(() => canvasElement.querySelector('form'));
  for (let turn = 0; turn < 4; turn++) {
    const step = form.getAttribute('data-step');
    for (const [name, value] of Object.entries(values)) {
      const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
      if (!control) continue;
      if (control instanceof HTMLSelectElement) await userEvent.selectOptions(control, value);
      // A date input's keys follow the browser's locale; its value does not.
      else if (control.type === 'date') fireEvent.change(control, { target: { value } });
      else await userEvent.type(control, value);
    }
    const submit = form.querySelector('button[type="submit"]');
    if (submit) await userEvent.click(submit);
    if (step === 'check') return;
    // Refused: the step's summary is up, and the story shows it.
    const moved = await waitFor(() =>
      form.getAttribute('data-step') !== step || form.querySelector('[part="errors"]')
        ? true
        : null,
    );
    if (moved && form.getAttribute('data-step') === step) return;
  }
}

/** A draft kept in this browser, on `step`. */
const draft =
  (step: string, values: Record<string, string> = typed) =>
  () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        values,
        key: 'a3f1c0de5b7e4d2c9a8b6f1e0d3c2b1a',
        photoDropped: false,
        step,
      }),
    );
  };

async function waitFor<T>(find: () => T | null): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The form did not appear.');
}

export const Loading: Story = {
  ...face.Loading,
  parameters: {
    ...face.Loading.parameters,
    ...story('A skeleton of the form’s four fieldsets holds its place: nothing below jumps.'),
  },
};
export const ErrorState: Story = face.Error;
export const Empty: Story = {
  ...face.Empty,
  parameters: { ...face.Empty.parameters, ...story('The provider lists no class to apply for.') },
};
export const Loaded: Story = {
  parameters: story('Nothing is pre-filled (the original started with sample values).'),
};

export const Restored: Story = {
  name: 'Restored draft',
  beforeEach: () => {
    localStorage.setItem(
      DRAFT,
      JSON.stringify({
        values: typed,
        key: 'a3f1c0de5b7e4d2c9a8b6f1e0d3c2b1a',
        photoDropped: true,
        step: 'class',
      }),
    );
  },
  parameters: story(
    'Reopened after a reload: everything typed is back, with "Start again" (which asks first). The photo was too large to keep in the browser, so it asks for it again.',
  ),
};

export const ParentsStep: Story = {
  name: 'Step 2: the parents',
  beforeEach: draft('parents'),
  parameters: story(
    'The father applies: no parent’s name, relation or his mobile a second time; the mother’s mobile is optional.',
  ),
};

export const GuardianApplying: Story = {
  name: 'Step 2: a guardian applies',
  beforeEach: draft('parents', { ...typed, 'parent_profile.parent': 'other' }),
  parameters: story('Another guardian applies: their name and their relation to the student.'),
};

export const ClassStep: Story = {
  name: 'Step 3: the class and photo',
  beforeEach: draft('class'),
  parameters: story(
    'Class Six names no group, so the group is asked (Science, Business Studies, Humanities, or General); no roll number.',
  ),
};

export const CheckYourAnswers: Story = {
  name: 'Check your answers',
  beforeEach: draft('check'),
  parameters: story(
    'Every answer read back, each with a Change link to its question; Submit sends the application.',
  ),
};

export const SubmittedEmpty: Story = {
  name: 'Continue on an empty step',
  play: (context) => fillAndSend(context, {}),
  parameters: story(
    'The step stays: its summary lists each missing answer of this step in the form’s order (each a link to it) and takes focus.',
  ),
};

export const WrongValues: Story = {
  name: 'Wrong numbers and date',
  play: (context) =>
    fillAndSend(context, {
      ...typed,
      'student_user.dob': '2031-01-01',
      'student_user.phone_number': '1712345',
      'student_user.nid': '12345',
      'parent_user.nid': '12',
    }),
};

export const Sending: Story = {
  parameters: provider({ ...lists, createStudentParent: HANG }),
  play: (context) => fillAndSend(context),
};

export const Sent: Story = {
  name: 'Success!',
  play: (context) => fillAndSend(context),
  parameters: story(
    'Success! with the application number closes itself after 3 s (unless the visitor is using it); the receipt stays, with Print and "Start a new application".',
  ),
};

export const ReceiptKept: Story = {
  name: 'Receipt after a reload',
  beforeEach: () => {
    const kept: Receipt = {
      id: receipt.id as string,
      date: '2026-11-22',
      name: 'Nusrat Jahan',
      klass: { class_name: 'Six', section_name: 'A', shift_name: 'Morning', group_name: null },
    };
    localStorage.setItem(`${DRAFT}:receipt`, JSON.stringify(kept));
  },
};

export const SendFailed: Story = {
  name: 'Error!',
  parameters: provider({ ...lists, createStudentParent: BUSY }),
  play: (context) => fillAndSend(context),
};

export const TooMany: Story = {
  name: 'Error! after a 429',
  parameters: provider({ ...lists, createStudentParent: fail(429, TOO_MANY) }),
  play: (context) => fillAndSend(context),
};

export const Refused: Story = {
  name: 'Refused by the provider on a field',
  parameters: provider({
    ...lists,
    createStudentParent: fail(400, refusal.message, refusal.errors),
  }),
  play: (context) => fillAndSend(context),
};

export const Element: Story = {
  // createElement: the tag's JSX type arrives with `npm run elements:manifest`.
  render: () => createElement('school-admission-form', { 'api-base': STORY_API_BASE }),
};
