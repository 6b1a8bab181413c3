import { Icon, type IconProps } from './icon.tsx';

export const PhoneIcon = (props: IconProps) => (
  <Icon {...props} box={16}>
    <path d="M4.5 1.5 2.3 2.6C1.8 3 1.6 3.7 1.8 4.3c1.5 4.6 5.3 8.4 9.9 9.9.6.2 1.3 0 1.7-.5l1.1-2.2-3-2-1.6 1.3A9 9 0 0 1 5.2 6.2l1.3-1.6z" />
  </Icon>
);
