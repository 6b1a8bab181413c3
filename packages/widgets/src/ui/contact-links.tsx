import { useRef } from 'react';
import type { ContactLink } from '../runtime/links.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './contact-links.css.ts';
import css from './contact-links.css.ts?inline';

/**
 * The numbers or addresses of one field side by side, each a `tel:` or `mailto:` link when it is
 * one and plain text when it is not (what the provider typed is never hidden). `part` names the
 * links for a host's `::part()` styling.
 */
export function ContactLinks({ links, part }: { links: readonly ContactLink[]; part: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useShadowStyles(ref, css);
  return (
    <ul ref={ref} className={styles.links}>
      {links.map(({ text, href }) => (
        <li key={text}>
          {href ? (
            <a className={styles.link} part={part} href={href}>
              {text}
            </a>
          ) : (
            text
          )}
        </li>
      ))}
    </ul>
  );
}
