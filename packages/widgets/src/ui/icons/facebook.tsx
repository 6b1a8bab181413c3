import { Icon, type IconProps } from './icon.tsx';

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M14 13.5h2.5l1-4H14v-2c0-1.03 0-2 2-2h1.5V2.14A26 26 0 0 0 14.64 2C11.93 2 10 3.66 10 6.7v2.8H7v4h3V22h4z" />
  </Icon>
);
