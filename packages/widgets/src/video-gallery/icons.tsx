import * as styles from './video-gallery.css.ts';

/** Decoration only: the button's label says what it does. */
export function PlayIcon({ className = styles.icon }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}
