import type { Meta, StoryObj } from '@storybook/react-vite';
import { asLang } from '../runtime/i18n.ts';
import { inRoot } from '../stories/support.ts';
import { Carousel } from './carousel.tsx';

const TESTIMONIALS = [
  ['Nasrin Akter', 'Parent', 'The teachers know every child by name, even with two shifts.'],
  ['Tanvir Rahman', 'Alumnus, 2019', 'The science labs and the debate club shaped my career.'],
  ['Farhana Islam', 'Parent', 'Results and notices online save us a trip to the office.'],
  ['Abdul Karim', 'Guardian', 'Discipline and kindness in equal measure.'],
  ['Sadia Hossain', 'Student, XII', 'শিক্ষকেরা সবসময় সাহায্য করেন।'],
];

function Card({ name, role, text }: { name: string; role: string; text: string }) {
  return (
    <figure
      style={{
        margin: '0 0.5rem',
        padding: '1rem',
        minHeight: '9rem',
        border: '1px solid var(--school-color-border)',
        borderRadius: 'var(--school-radius-md)',
        background: 'var(--school-color-surface)',
      }}
    >
      <blockquote style={{ margin: '0 0 0.5rem' }}>“{text}”</blockquote>
      <figcaption>
        <strong>{name}</strong>, {role}
      </figcaption>
    </figure>
  );
}

const slides = (count = TESTIMONIALS.length) =>
  TESTIMONIALS.slice(0, count).map(([name = '', role = '', text = '']) => (
    <Card key={name} name={name} role={role} text={text} />
  ));

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Testimonials', perView: { 0: 1, 1024: 2 }, children: null },
  argTypes: { children: { table: { disable: true } } },
  render: ({ children, ...args }, { globals }) => (
    <Carousel {...args} lang={asLang(String(globals.lang))}>
      {children ?? slides()}
    </Carousel>
  ),
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          "Slides on glider-js (loaded with its CSS when a visitor first reaches the slides; they scroll natively until then). Previous, next and a dot per page are real buttons; arrow keys, Home and End move the focused slides; swipe is native scrolling. Slides per view follow the carousel's own width (`{0: 1, 1024: 2}`), so a narrow column shows one. Autoplay pauses on hover and focus, has a Pause button, and never runs under `prefers-reduced-motion: reduce`.",
      },
    },
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Testimonials: Story = {
  name: 'Testimonials (2 from 1024 px wide)',
};

export const Autoplay: Story = {
  name: 'Autoplay (hero, every 3 s)',
  args: { label: 'Banners', perView: { 0: 1 }, autoplayMs: 3000 },
};

export const NarrowColumn: Story = {
  name: 'In a narrow column',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: { story: 'One slide per view, whatever the window: the width is its own.' },
    },
  },
};

export const SingleSlide: Story = {
  name: 'A single slide',
  args: { children: slides(1), autoplayMs: 3000 },
  parameters: {
    docs: {
      description: { story: 'Nothing to move to: no arrows, dots or Pause, and no autoplay.' },
    },
  },
};
