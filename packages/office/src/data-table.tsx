import type { ReactNode } from 'react';
import * as styles from './console.css.ts';

interface DataTableProps {
  /**
   * The columns' headings, in order (a heading may be a node, such as a muted word, or a sort
   * button); `sort` is how the rows are ordered by that column, for a sortable table.
   */
  headings: readonly {
    key: string;
    heading: ReactNode;
    sort?: 'ascending' | 'descending' | 'none';
  }[];
  /** The table's rows (`<tr>` each). */
  children: ReactNode;
  /**
   * For a table with nothing to focus in it (figures only): its box, which scrolls sideways on a
   * phone, becomes a region of this name that the keyboard can reach and scroll.
   */
  label?: string;
}

/**
 * A list screen's table: column headings, then its rows, in a box of its own that scrolls
 * sideways on a phone so the page itself never does.
 */
export function DataTable({ headings, children, label }: DataTableProps) {
  const focusable = label ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div className={styles.tableWrap} {...focusable}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map(({ key, heading, sort }) => (
              <th key={key} scope="col" aria-sort={sort}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Headings from the words of a screen, by their keys. */
export const headingsOf = <K extends string>(keys: readonly K[], words: (key: K) => string) =>
  keys.map((key) => ({ key, heading: words(key) }));
