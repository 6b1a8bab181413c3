import type { Meta, StoryObj } from '@storybook/react-vite';
import { asLang } from '../runtime/i18n.ts';
import { resourceStore } from '../runtime/store.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { BUSY, HANG, inRoot, provider, storyApi } from '../stories/support.ts';
import { Async } from './async.tsx';
import { Button } from './button.tsx';
import * as controls from './field.css.ts';
import { Field } from './field.tsx';
import * as ui from './ui.css.ts';

/** The async face in front of a real request (answered by MSW): the way every widget uses it. */
function InstituteName({ lang }: { lang: string }) {
  const store = useWidgetStore(() =>
    resourceStore(
      (signal) => storyApi.getInstitutes({ signal }),
      (list) => !list[0]?.institute_name,
    ),
  );
  return (
    <Async store={store} empty="No institute found" lang={asLang(lang)}>
      {() => <h2 className={ui.heading}>{store.data.value?.[0]?.institute_name}</h2>}
    </Async>
  );
}

const meta = {
  title: 'UI/Primitives',
  component: Button,
  args: { children: 'Download Report Card' },
  decorators: [inRoot],
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ButtonDefault: Story = { name: 'Button' };

export const ButtonDisabled: Story = { name: 'Button (disabled)', args: { disabled: true } };

export const FieldDefault: Story = {
  name: 'Field',
  render: () => (
    <Field label="Roll No.">
      <input className={controls.input} inputMode="numeric" defaultValue="110001" />
    </Field>
  ),
};

export const FieldWithError: Story = {
  name: 'Field with an error',
  render: () => (
    <Field label="Roll No." error="Enter your roll number (digits only).">
      <input className={controls.input} inputMode="numeric" defaultValue="11O001" />
    </Field>
  ),
};

export const FieldWithHint: Story = {
  name: 'Field with a hint',
  render: () => (
    <Field label="Mobile No" hint="11 digits starting with 01, e.g. 01712345678">
      <input className={controls.input} type="tel" autoComplete="tel" />
    </Field>
  ),
};

export const FieldSelect: Story = {
  name: 'Field with a select',
  render: () => (
    <Field label="Exam Name">
      <select className={controls.select} defaultValue="1">
        <option value="1">Half Yearly</option>
        <option value="2">Annual</option>
      </select>
    </Field>
  ),
};

const institute = [
  {
    id: 1,
    institute_name: 'Dhaka Model College',
    institute_logo: '/media/logo.svg',
    institute_eiin_no: null,
    institute_address: 'Mirpur, Dhaka',
    institute_fb: '',
    institute_youtube: '',
    headmaster_mobile: '',
    institute_email_address: '',
    institute_management_web: '',
    institute_web: '',
  },
];

export const StatusLoading: Story = {
  name: 'Async: loading',
  parameters: provider({ getInstitutes: HANG }),
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusError: Story = {
  name: 'Async: error',
  parameters: provider({ getInstitutes: BUSY }),
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusEmpty: Story = {
  name: 'Async: empty',
  parameters: provider({ getInstitutes: [] }),
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};

export const StatusLoaded: Story = {
  name: 'Async: loaded',
  parameters: provider({ getInstitutes: institute }),
  render: (_, { globals }) => <InstituteName lang={String(globals.lang)} />,
};
