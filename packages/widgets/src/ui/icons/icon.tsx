import type { ReactNode } from 'react';

/**
 * Small inline icons, no icon library (a widget must stay light; each is a few hundred bytes and
 * only the ones a widget uses are in its chunk). They are decoration: the link or text beside
 * them carries the accessible name. `className` sizes or places one beyond the default 1.25em.
 */
export interface IconProps {
  className?: string | undefined;
}

export function Icon({
  children,
  className,
  box = 24,
}: IconProps & { children: ReactNode; box?: number }) {
  return (
    <svg
      className={className}
      width="1.25em"
      height="1.25em"
      style={{ flexShrink: 0 }}
      viewBox={`0 0 ${box} ${box}`}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
