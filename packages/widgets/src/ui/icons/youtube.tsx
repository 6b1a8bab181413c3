import { Icon, type IconProps } from './icon.tsx';

export const YoutubeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path
      fillRule="evenodd"
      d="M2 9a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zm8-.5v7l6-3.5z"
    />
  </Icon>
);
