import * as styles from './notice-ticker.css.ts';

/** Decoration only: the label and the button carry the words. */
export function NoticeIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M12 2v12l-4-2.5H5l1 3.5H4L3 11.5A2.5 2.5 0 0 1 3 6.5h5zM13.5 6v4a2 2 0 0 0 0-4z"
        fill="currentColor"
      />
    </svg>
  );
}

export function PauseIcon({ paused }: { paused: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {paused ? (
        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
      ) : (
        <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
      )}
    </svg>
  );
}
