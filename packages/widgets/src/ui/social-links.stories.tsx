import type { Meta, StoryObj } from '@storybook/react-vite';
import { inRoot } from '../stories/support.ts';
import {
  FacebookIcon,
  LinkedinIcon,
  LoginIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  WhatsappIcon,
  YoutubeIcon,
} from './icons/index.ts';
import { SocialLinks } from './social-links.tsx';

const ROUND = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: '2px solid currentColor',
} as const;

const meta = {
  title: 'UI/Social links',
  component: SocialLinks,
  decorators: [inRoot],
  args: {
    label: 'Social links of the Principal',
    className: 'demo-social',
    links: [
      { label: 'Facebook', href: 'https://www.facebook.com/school', Icon: FacebookIcon },
      { label: 'LinkedIn', href: 'https://www.linkedin.com/in/principal', Icon: LinkedinIcon },
      { label: 'WhatsApp', href: 'https://wa.me/8801711428536', Icon: WhatsappIcon },
    ],
  },
  render: (args) => (
    <>
      <style>{`.demo-social{display:flex;gap:.5rem;list-style:none;margin:0;padding:0}`}</style>
      <SocialLinks {...args} linkClassName="demo-link" />
      <style>{`.demo-link{${Object.entries(ROUND)
        .map(
          ([k, v]) =>
            `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof v === 'number' ? `${v}px` : v}`,
        )
        .join(';')}}`}</style>
    </>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Round icon links to pages elsewhere, each named for a screen reader and opening in a new tab; a link without an address is left out, and none at all renders nothing. The widget gives the look (white on the header, primary on a message card).',
      },
    },
  },
} satisfies Meta<typeof SocialLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLinks: Story = {};

export const OneLink: Story = {
  args: {
    links: [{ label: 'Facebook', href: 'https://www.facebook.com/school', Icon: FacebookIcon }],
  },
};

/** Every icon of the kit, at the text's size. */
export const Icons: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '1rem', fontSize: '1.5rem' }}>
      {[
        FacebookIcon,
        YoutubeIcon,
        LinkedinIcon,
        WhatsappIcon,
        PinIcon,
        LoginIcon,
        PhoneIcon,
        MailIcon,
      ].map((Icon) => (
        <Icon key={Icon.name} />
      ))}
    </p>
  ),
};
