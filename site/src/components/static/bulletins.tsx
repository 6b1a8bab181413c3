import { opensInNewTab } from '../../content/common.ts';
import type { Bulletin } from '../../content/publications.ts';

/** Only a web address reaches `href`; anything else counts as not online. */
function webAddress(href: string | undefined): string | undefined {
  return href && /^https?:\/\//i.test(href) ? href : undefined;
}

/**
 * The college's bulletins: a link (new tab, said so) to each one that is online, and for the
 * others a line saying where to get a copy instead of a dead link.
 */
export function BulletinList({
  bulletins,
  notOnline,
}: {
  bulletins: readonly Bulletin[];
  notOnline: string;
}) {
  return (
    <ul className="bulletins">
      {bulletins.map((bulletin) => {
        const href = webAddress(bulletin.href);
        return (
          <li key={bulletin.title} className="bulletin">
            {href ? (
              <a href={href} target="_blank" rel="noopener" className="bulletin__title">
                {bulletin.title}
                <span className="visually-hidden">{opensInNewTab}</span>
              </a>
            ) : (
              <span className="bulletin__title">{bulletin.title}</span>
            )}
            <span className="bulletin__year">{bulletin.year}</span>
            {href ? null : <span className="bulletin__status">{notOnline}</span>}
          </li>
        );
      })}
    </ul>
  );
}
