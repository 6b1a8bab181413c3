import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useEffect, useState } from 'react';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { createClassChoice } from '../runtime/class-choice.ts';
import { asLang } from '../runtime/i18n.ts';
import { provider, storyApi } from '../stories/support.ts';
import { ClassSearchForm } from './class-search-form.tsx';
import * as ui from './ui.css.ts';

/** The form over a real request for the three lists (answered by MSW); Submit checks both. */
function Search({ lang, missing: tried }: { lang: string; missing: number }) {
  const [choice] = useState(() => createClassChoice(storyApi));
  const [missing, setMissing] = useState(tried);
  useEffect(() => {
    void choice.load();
    return () => choice.dispose();
  }, [choice]);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMissing((n) => (choice.query.peek() ? 0 : n + 1));
  }
  return (
    <ClassSearchForm
      choice={choice}
      label="Find students"
      missing={missing}
      onSubmit={onSubmit}
      lang={asLang(lang)}
    />
  );
}

const meta = {
  title: 'UI/Class search form',
  component: Search,
  args: { lang: 'en', missing: 0 },
  render: (args, { globals }) => <Search {...args} lang={String(globals.lang)} />,
  decorators: [
    (Story) => (
      <div className={ui.root} style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    ...provider(CLASS_LISTS),
    docs: {
      description: {
        component:
          'The search form of the students and downloads pages: the class choice, the widget’s own fields, Submit, and "Please select all form fields" (announced on every try) when one is left empty.',
      },
    },
  },
} satisfies Meta<typeof Search>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const FieldsMissing: Story = { name: 'Fields missing', args: { missing: 1 } };
