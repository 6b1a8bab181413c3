import { Icon, type IconProps } from './icon.tsx';

export const MailIcon = (props: IconProps) => (
  <Icon {...props} box={16}>
    <path
      fillRule="evenodd"
      d="M1.5 3.5h13v9h-13zm1.3 1L8 8.6l5.2-4.1zm10.7 1.2L8 10 2.5 5.7v5.8h11z"
    />
  </Icon>
);
