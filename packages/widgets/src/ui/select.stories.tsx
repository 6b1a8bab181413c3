import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { asLang } from '../runtime/i18n.ts';
import { Select, type SelectProps } from './select.tsx';
import * as ui from './ui.css.ts';

const CLASSES = [
  { value: 1, label: 'Class Six' },
  { value: 2, label: 'Class Seven' },
  { value: 11, label: 'XI Science' },
  { value: 12, label: 'XI Business Studies' },
];

/** The select as a form holds it: the value lives with the form, the select reports changes. */
function Stateful(props: SelectProps) {
  const [value, setValue] = useState(props.value);
  return <Select {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Class',
    name: 'class_id',
    placeholder: 'Choose a class',
    options: CLASSES,
    value: '',
    onChange: () => {},
  },
  argTypes: { onChange: { table: { disable: true } } },
  render: (args, { globals }) => <Stateful {...args} lang={asLang(String(globals.lang))} />,
  decorators: [
    (Story) => (
      <div className={ui.root} style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A labelled native select inside `Field`: a placeholder option first (value `""`), the options a provider list gives, the error under it, and disabled with "Loading..." while its options load.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = { args: { value: 11 } };

export const WithError: Story = {
  name: 'With an error',
  args: { error: 'Choose a class.', id: 'admission-class' },
};

export const WithHint: Story = { name: 'With a hint', args: { hint: 'Optional' } };

export const Loading: Story = { args: { loading: true, options: [] } };
