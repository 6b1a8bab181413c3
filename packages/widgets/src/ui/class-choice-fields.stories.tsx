import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { CLASS_LISTS } from '../runtime/class-choice.fixtures.ts';
import { createClassChoice } from '../runtime/class-choice.ts';
import { asLang } from '../runtime/i18n.ts';
import { BUSY, HANG, provider, storyApi } from '../stories/support.ts';
import { ClassChoiceFields } from './class-choice-fields.tsx';
import * as ui from './ui.css.ts';

/** The two selects over a real request for the three lists (answered by MSW). */
function Choice({ lang }: { lang: string }) {
  const [choice] = useState(() => createClassChoice(storyApi));
  useEffect(() => {
    void choice.load();
    return () => choice.dispose();
  }, [choice]);
  return (
    <form aria-label="Find students" style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <ClassChoiceFields choice={choice} lang={asLang(lang)} />
    </form>
  );
}

const meta = {
  title: 'UI/Class choice',
  component: Choice,
  args: { lang: 'en' },
  render: (_args, { globals }) => <Choice lang={String(globals.lang)} />,
  decorators: [
    (Story) => (
      <div className={ui.root}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The Class select and the Session or Academic Year select of the students and downloads pages: the three option lists load together; the second select is labelled Session (its options the sessions, sent as their start year) when the chosen class has a group, Academic Year (the years, sent by name) otherwise, and switches when the class changes. Pick an XI or XII class to see it switch.',
      },
    },
  },
} satisfies Meta<typeof Choice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = { parameters: provider(CLASS_LISTS) };

export const Loading: Story = {
  parameters: provider({
    getClassConfigs: HANG,
    getAdmissionYears: HANG,
    getAcademicSessions: HANG,
  }),
};

export const Failed: Story = {
  name: 'Lists failed',
  parameters: {
    ...provider({ ...CLASS_LISTS, getAdmissionYears: BUSY }),
    docs: {
      description: {
        story: 'The selects stay empty; the widget using them shows the error and a Retry.',
      },
    },
  },
};
