import { Icon, type IconProps } from './icon.tsx';

export const LoginIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M10 17l5-5-5-5v3H3v4h7zm3-14h6a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-6v-2h6V5h-6z" />
  </Icon>
);
