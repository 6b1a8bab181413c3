import type { ReactNode } from 'react';
import * as styles from './institute-header.css.ts';

/**
 * Small inline icons (no icon library: a header must stay light). They are decoration: each
 * link or text beside them carries the accessible name.
 */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = () => (
  <Icon>
    <path d="M14 13.5h2.5l1-4H14v-2c0-1.03 0-2 2-2h1.5V2.14A26 26 0 0 0 14.64 2C11.93 2 10 3.66 10 6.7v2.8H7v4h3V22h4z" />
  </Icon>
);

export const YoutubeIcon = () => (
  <Icon>
    <path
      fillRule="evenodd"
      d="M2 9a4 4 0 0 1 4-4h12a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4zm8-.5v7l6-3.5z"
    />
  </Icon>
);

export const WhatsappIcon = () => (
  <Icon>
    <path
      fillRule="evenodd"
      d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 1.8a8.2 8.2 0 1 1-4.2 15.3l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 0 1 12 3.8z"
    />
    <path d="M9.2 7.5c.3 0 .5 0 .7.5l.8 1.9c.1.2.1.4 0 .6l-.5.7c-.1.2-.1.4 0 .5.7 1.2 1.7 2.1 2.9 2.7.2.1.4.1.5-.1l.7-.8c.2-.2.4-.2.6-.1l1.8.9c.2.1.4.2.4.4 0 .5-.2 1.3-.7 1.7-.5.5-1.4.8-2.2.6-2.9-.8-5.1-3-6-5.9-.2-.8 0-1.7.6-2.3.4-.4.9-.5 1.2-.5z" />
  </Icon>
);

export const PinIcon = () => (
  <Icon className={styles.pin}>
    <path
      fillRule="evenodd"
      d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 4.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z"
    />
  </Icon>
);

export const LoginIcon = () => (
  <Icon>
    <path d="M10 17l5-5-5-5v3H3v4h7zm3-14h6a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-6v-2h6V5h-6z" />
  </Icon>
);
