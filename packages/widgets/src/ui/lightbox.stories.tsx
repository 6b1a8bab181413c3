import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { asLang } from '../runtime/i18n.ts';
import { inRoot } from '../stories/support.ts';
import { Button } from './button.tsx';
import { Lightbox, type LightboxPicture, type LightboxProps } from './lightbox.tsx';

/** A drawn picture as a data: address (a story needs no provider for it). */
function drawn(n: number, sky: string): LightboxPicture {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${sky}"/><path d="M0 560l260-160 220 120 300-220 420 260v240H0z" fill="#0b5d3b"/><text x="40" y="760" font-family="sans-serif" font-size="64" fill="#fff">Picture ${n}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: `Picture ${n} of 4` };
}

const PICTURES = [
  drawn(1, '#8ec5fc'),
  drawn(2, '#fbc2a4'),
  drawn(3, '#a5b4fc'),
  drawn(4, '#86efac'),
];

/** A button opens it at the first picture; closing gives focus back to the button. */
function Opener({ startAt = null, ...props }: LightboxProps & { startAt?: number | null }) {
  const [index, setIndex] = useState<number | null>(startAt);
  return (
    <>
      <Button onClick={() => setIndex(0)}>Open the pictures</Button>
      <Lightbox {...props} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const meta = {
  title: 'UI/Lightbox',
  component: Lightbox,
  args: {
    pictures: PICTURES,
    index: null,
    label: 'Picture gallery',
    width: 1200,
    height: 800,
    onIndexChange: () => {},
    onClose: () => {},
  },
  argTypes: {
    pictures: { table: { disable: true } },
    index: { table: { disable: true } },
    onIndexChange: { table: { disable: true } },
    onClose: { table: { disable: true } },
  },
  render: (args, { globals }) => (
    <Opener {...args} lang={args.lang ?? asLang(String(globals.lang))} />
  ),
  decorators: [inRoot],
  parameters: {
    docs: {
      description: {
        component:
          'Pictures one at a time over the whole window, on the native modal `<dialog>`: focus stays inside and returns to what opened it, Escape or Close leaves. Previous / Next wrap around; the arrow keys, Home, End and a sideways swipe move too; "3 of 12" is read out as it changes. Nothing moves by itself. Widgets load it with `import()` on the first open.',
      },
    },
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const Open: Story = { args: { startAt: 2 } };

export const Bengali: Story = {
  args: { startAt: 2, label: 'ছবির গ্যালারি', lang: 'bn' },
  parameters: { docs: { description: { story: 'The counter in Bengali digits: "৪টির মধ্যে ৩".' } } },
};

export const Single: Story = {
  name: 'A single picture',
  args: { startAt: 0, pictures: PICTURES.slice(0, 1) },
};
