import { useSignals } from '@preact/signals-react/runtime';
import type { LinkGroup } from '@school/api';
import { type MouseEvent, useId } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { pageLink } from '../runtime/page-link.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useOnLoad } from '../runtime/use-on-load.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { NewTab } from '../ui/new-tab.tsx';
import * as ui from '../ui/ui.css.ts';
import type { GroupView } from './groups.ts';
import * as styles from './link-groups.css.ts';
import { messages } from './link-groups.messages.ts';
import { createLinkGroupsStore } from './link-groups.store.ts';

/** A followed link, as the select event names it. */
export interface LinkGroupSelection {
  /** The group's name. */
  group: string;
  title: string;
  /** The link's address. */
  href: string;
  /** A page of the school's site: its path, to route to; null for another site. */
  path: string | null;
}

export interface LinkGroupsProps extends WidgetProps {
  /** The level of each group's name, 1–6 (default 2: sections of a page with its own h1). */
  headingLevel?: HeadingLevel | undefined;
  /**
   * The school site's address, for links that are paths of it (`/exam-result`, or
   * `/bn/exam-result` in Bengali). Default: the page's own site; the element gives the school's.
   */
  siteUrl?: string | undefined;
  /** Called once the groups are in, with the provider's list (empty when there are none). */
  onLoad?: (groups: LinkGroup[]) => void;
  /**
   * A visitor followed a link (the element dispatches the first argument). A single-page host
   * may call `event.preventDefault()` and route to `path` itself when it is not null.
   */
  onSelect?: (link: LinkGroupSelection, event: MouseEvent<HTMLAnchorElement>) => void;
}

interface GroupProps {
  group: GroupView;
  level: HeadingLevel | undefined;
  siteUrl: string | undefined;
  lang: Lang;
  onSelect: (link: LinkGroupSelection, event: MouseEvent<HTMLAnchorElement>) => void;
}

function Group({ group, level, siteUrl, lang, onSelect }: GroupProps) {
  const Heading = headingTag(level);
  const id = useId();
  return (
    <div className={styles.group} part="group">
      {group.name ? (
        <Heading id={id} className={styles.heading} part="heading">
          {group.name}
        </Heading>
      ) : null}
      <ul className={styles.list} aria-labelledby={group.name ? id : undefined}>
        {group.links.map(({ title, link }, i) => {
          const target = pageLink(link, siteUrl, lang);
          const external = target?.path === null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a link is known by its place
            <li key={i}>
              {target ? (
                <a
                  className={styles.link}
                  part="link"
                  href={target.href}
                  target={external ? '_blank' : undefined}
                  rel={external ? 'noopener noreferrer' : undefined}
                  onClick={(event) => onSelect({ group: group.name, title, ...target }, event)}
                >
                  <span>
                    {title}
                    {external ? <NewTab lang={lang} /> : null}
                  </span>
                </a>
              ) : (
                <span className={styles.text}>{title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Four groups of five links: the demo's shape, so nothing below moves when they come. */
function Skeleton() {
  return (
    <span className={styles.grid}>
      {[0, 1, 2, 3].map((group) => (
        <span key={group} className={styles.group}>
          <span className={styles.ghostHeading} />
          {[0, 1, 2, 3, 4].map((row) => (
            <span key={row} className={styles.ghostLink} />
          ))}
        </span>
      ))}
    </span>
  );
}

/**
 * The home page's link groups (spec §2, "four link groups"): each group's name over its links.
 * A path of the school's site stays in the tab; another site's address opens in a new tab and
 * says so; anything else is shown as text.
 */
export function LinkGroups({
  api,
  lang = 'en',
  headingLevel,
  siteUrl,
  onStateChange,
  onLoad,
  onSelect,
}: LinkGroupsProps) {
  useSignals();
  const store = useWidgetStore(() => createLinkGroupsStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const list = store.list.value;
  const latest = useLatest({ onSelect });

  useOnLoad(state, list, onLoad);

  return (
    <div className={ui.root}>
      <nav aria-label={messages('label', {}, lang)} part="base">
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() => (
            <div className={styles.grid}>
              {store.groups.value.map((group) => (
                <Group
                  key={group.key}
                  group={group}
                  level={headingLevel}
                  siteUrl={siteUrl}
                  lang={lang}
                  onSelect={(link, event) => latest.current.onSelect?.(link, event)}
                />
              ))}
            </div>
          )}
        </Async>
      </nav>
    </div>
  );
}
