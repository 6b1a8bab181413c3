import { formatNumber } from '@school/widgets';
import { opensInNewTab } from '../../content/common.ts';
import type { Bulletin } from '../../content/publications.ts';
import type { Lang } from '../../i18n.ts';

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
  lang,
}: {
  bulletins: readonly Bulletin[];
  notOnline: string;
  lang: Lang;
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
                <span className="visually-hidden">{opensInNewTab[lang]}</span>
              </a>
            ) : (
              <span className="bulletin__title">{bulletin.title}</span>
            )}
            <span className="bulletin__year">
              {formatNumber(bulletin.year, lang, { grouping: false })}
            </span>
            {href ? null : <span className="bulletin__status">{notOnline}</span>}
          </li>
        );
      })}
    </ul>
  );
}
