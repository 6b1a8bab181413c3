import { type ReactNode, useId } from 'react';
import * as styles from './table.css.ts';

interface TableRegionProps {
  caption: string;
  children: ReactNode;
}

/**
 * A captioned table in a region of its own width: on a narrow screen the table scrolls inside
 * it, never the page. The region is named by the caption and takes focus, so a keyboard can
 * scroll it too.
 */
export function TableRegion({ caption, children }: TableRegionProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
    <section className={styles.region} aria-labelledby={captionId} tabIndex={0} part="table">
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </section>
  );
}
