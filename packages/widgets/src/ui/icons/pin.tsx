import { Icon, type IconProps } from './icon.tsx';

export const PinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      fillRule="evenodd"
      d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"
    />
  </Icon>
);
