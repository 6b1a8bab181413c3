import { type ReactNode, useId } from 'react';
import type { ColumnText, Text } from '../../content/sample-types.ts';

interface TableRegionProps {
  caption: Text;
  children: ReactNode;
  className?: string;
}

/**
 * A captioned table in a region of its own width: on a narrow screen the table scrolls inside
 * it, never the page. The region is named by the caption and takes focus, so a keyboard can
 * scroll it too.
 */
export function TableRegion({ caption, children, className }: TableRegionProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard.
    <section className="sample-table-region" aria-labelledby={captionId} tabIndex={0}>
      <table className={className ? `sample-table ${className}` : 'sample-table'}>
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </section>
  );
}

/** A column heading; figures' columns are set to the right. */
export function ColumnHeader({ column }: { column: ColumnText }) {
  return (
    <th scope="col" className={column.numeric ? 'sample-num' : undefined}>
      {column.label}
    </th>
  );
}
