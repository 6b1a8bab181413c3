import * as styles from './contact-details.css.ts';

/** Decoration only: each term says in words what it is. */
export function PinIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 1a5 5 0 0 0-5 5c0 3.5 5 9 5 9s5-5.5 5-9a5 5 0 0 0-5-5zm0 7a2 2 0 1 1 0-4 2 2 0 0 1 0 4z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PhoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4.5 1.5 2.3 2.6C1.8 3 1.6 3.7 1.8 4.3c1.5 4.6 5.3 8.4 9.9 9.9.6.2 1.3 0 1.7-.5l1.1-2.2-3-2-1.6 1.3A9 9 0 0 1 5.2 6.2l1.3-1.6z"
        fill="currentColor"
      />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M1.5 3.5h13v9h-13zm1.3 1L8 8.6l5.2-4.1zm10.7 1.2L8 10 2.5 5.7v5.8h11z"
        fill="currentColor"
        fillRule="evenodd"
      />
    </svg>
  );
}
