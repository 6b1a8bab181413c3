import type { ReactNode } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import type { IconProps } from './icons/index.ts';
import { NewTab } from './new-tab.tsx';
import * as ui from './ui.css.ts';

export interface SocialLink {
  /** What the link is called for a screen reader ("Facebook"). */
  label: string;
  /** The address; a link without one is left out. */
  href: string | null;
  Icon: (props: IconProps) => ReactNode;
}

interface SocialLinksProps {
  links: readonly SocialLink[];
  /** What a screen reader calls the list ("Social links of the Principal"). */
  label: string;
  /** The list's and each round button's look (white on the header, primary on a card). */
  className?: string;
  linkClassName?: string;
  lang?: Lang;
}

/**
 * A row of round icon links to someone's pages elsewhere (Facebook, YouTube, WhatsApp…), each
 * opening in a new tab and named for a screen reader; nothing at all when none has an address.
 */
export function SocialLinks({ links, label, className, linkClassName, lang }: SocialLinksProps) {
  const present = links.filter((link) => link.href);
  if (present.length === 0) return null;
  return (
    <ul className={className} aria-label={label} part="social">
      {present.map(({ label: name, href, Icon }) => (
        <li key={name}>
          <a
            className={linkClassName}
            part="social-link"
            href={href ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon />
            <span className={ui.visuallyHidden}>{name}</span>
            <NewTab lang={lang} arrow={false} />
          </a>
        </li>
      ))}
    </ul>
  );
}
