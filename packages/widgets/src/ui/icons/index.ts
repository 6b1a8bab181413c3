/** The kit's icons, one module each, so a widget's chunk holds only the icons it draws. */

export { FacebookIcon } from './facebook.tsx';
export type { IconProps } from './icon.tsx';
export { LinkedinIcon } from './linkedin.tsx';
export { LoginIcon } from './login.tsx';
export { MailIcon } from './mail.tsx';
export { PhoneIcon } from './phone.tsx';
export { PinIcon } from './pin.tsx';
export { WhatsappIcon } from './whatsapp.tsx';
export { YoutubeIcon } from './youtube.tsx';
