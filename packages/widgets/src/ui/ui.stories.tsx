import { useSignals } from '@preact/signals-react/runtime';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { asLang } from '../runtime/i18n.ts';
import { resource } from '../runtime/resource.ts';
import { useStore } from '../runtime/use-store.ts';
import { answer, fail, hang, storyApi } from '../stories/support.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { Status } from './status.tsx';
import * as ui from './ui.css.ts';

/** Status in front of a real request (answered by MSW): the way every widget uses it. */
function InstituteName({ lang }: { lang: string }) {
  useSignals();
  const institutes = useStore(
    () => resource((signal) => storyApi.getInstitutes({ signal })),
    (r) => void r.load(),
  );
  const name = institutes.data.value?.[0]?.institute_name;
  return (
    <>
      <Status
        status={institutes.status.value}
        error={institutes.error.value}
        empty="No institute found"
        isEmpty={!name}
        lang={asLang(lang)}
      />
      {name ? <h2 className={ui.heading}>{name}</h2> : null}
    </>
  );
}

const meta = {
  title: 'UI/Primitives',
  component: Button,
  args: { children: 'Download Report Card' },
  decorators: [
    (Story) => (
      <div className={ui.root}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonDefault: Story = { name: 'Button' };

export const ButtonDisabled: Story = { name: 'Button (disabled)', args: { disabled: true } };

export const FieldDefault: Story = {
  name: 'Field',
  render: () => (
    <Field label="Roll No.">
      <input className={ui.input} inputMode="numeric" defaultValue="110001" />
    </Field>
  ),
};

export const FieldWithError: Story = {
  name: 'Field with an error',
  render: () => (
    <Field label="Roll No." error="Enter your roll number (digits only).">
      <input className={ui.input} inputMode="numeric" defaultValue="11O001" />
    </Field>
  ),
};

export const FieldSelect: Story = {
  name: 'Field with a select',
  render: () => (
    <Field label="Exam Name">
      <select className={ui.select} defaultValue="1">
        <option value="1">Half Yearly</option>
        <option value="2">Annual</option>
      </select>
    </Field>
  ),
};

const institute = [{ id: 1, institute_name: 'Dhaka Model College' }];

export const StatusLoading: Story = {
  name: 'Status: loading',
  parameters: { msw: { handlers: [hang('/api/institute')] } },
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusError: Story = {
  name: 'Status: error',
  parameters: {
    msw: { handlers: [fail('/api/institute', 503, 'The school server is busy. Try again soon.')] },
  },
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusEmpty: Story = {
  name: 'Status: empty',
  parameters: { msw: { handlers: [answer('/api/institute', [])] } },
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusLoaded: Story = {
  name: 'Status: loaded',
  parameters: { msw: { handlers: [answer('/api/institute', institute)] } },
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};
