import { useSignals } from '@preact/signals-react/runtime';
import type { Institute } from '@school/api';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../runtime/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import * as ui from '../ui/ui.css.ts';
import { FacebookIcon, LoginIcon, PinIcon, WhatsappIcon, YoutubeIcon } from './icons.tsx';
import type { InstituteIdentity } from './identity.ts';
import * as styles from './institute-header.css.ts';
import { messages } from './institute-header.messages.ts';
import { createInstituteHeaderStore } from './institute-header.store.ts';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface InstituteHeaderProps extends WidgetProps {
  /**
   * Make the institute name a heading of this level. None by default: the name is the site's
   * name, and each page owns its own h1.
   */
  headingLevel?: HeadingLevel;
  /** Called once the institute is in, with the provider's first institute. */
  onLoad?: (institute: Institute) => void;
}

/** The logo's drawn size in CSS pixels; also its width/height attributes, so nothing shifts. */
const LOGO_SIZE = 80;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** The name's element: a heading of the given level, else a paragraph. */
function headingTag(level: number | undefined) {
  return (level !== undefined && HEADINGS[level - 1]) || 'p';
}

function NewTab({ lang }: { lang: Lang }) {
  return <span className={ui.visuallyHidden}> {messages('newTab', {}, lang)}</span>;
}

function SocialLinks({ identity, lang }: { identity: InstituteIdentity; lang: Lang }) {
  const links = [
    { key: 'facebook', href: identity.facebook, Icon: FacebookIcon },
    { key: 'youtube', href: identity.youtube, Icon: YoutubeIcon },
    { key: 'whatsapp', href: identity.whatsapp, Icon: WhatsappIcon },
  ] as const;
  const present = links.filter((l) => l.href);
  if (present.length === 0) return null;
  return (
    <ul className={styles.social} aria-label={messages('social', {}, lang)} part="social">
      {present.map(({ key, href, Icon }) => (
        <li key={key}>
          <a
            className={styles.socialLink}
            part="social-link"
            href={href ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon />
            <span className={ui.visuallyHidden}>{messages(key, {}, lang)}</span>
            <NewTab lang={lang} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The header's shape while it loads, so nothing below moves when it fills. */
function Skeleton() {
  return (
    <div className={styles.inner}>
      <span className={styles.ghostLogo} />
      <span className={styles.identity}>
        <span className={styles.ghostName} />
        <span className={styles.ghostLine} />
        <span className={styles.ghostAddress} />
      </span>
      <span className={styles.ghostActions} />
    </div>
  );
}

function Identity({
  identity,
  headingLevel,
  lang,
}: {
  identity: InstituteIdentity;
  headingLevel: HeadingLevel | undefined;
  lang: Lang;
}) {
  const Name = headingTag(headingLevel);
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <div className={styles.inner}>
      {identity.logo && !logoFailed ? (
        <img
          className={styles.logo}
          part="logo"
          src={identity.logo}
          alt={identity.name}
          width={LOGO_SIZE}
          height={LOGO_SIZE}
          onError={() => setLogoFailed(true)}
        />
      ) : null}
      <div className={styles.identity}>
        <Name className={styles.name} part="name">
          {identity.name}
        </Name>
        {identity.eiin ? (
          <p className={styles.eiin} part="eiin">
            {messages('eiin', { eiin: identity.eiin }, lang)}
          </p>
        ) : null}
        {identity.address ? (
          <address className={styles.address} part="address">
            <PinIcon />
            <span className={ui.visuallyHidden}>{messages('address', {}, lang)}: </span>
            {identity.address}
          </address>
        ) : null}
      </div>
      <div className={styles.actions}>
        <SocialLinks identity={identity} lang={lang} />
        {identity.login ? (
          <a
            className={styles.login}
            part="login"
            href={identity.login}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LoginIcon />
            {messages('login', {}, lang)}
            <NewTab lang={lang} />
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The institute's identity at the top of every page (spec §2, shared layout): logo, name, EIIN
 * (only when there is one), address, social links and the management Login.
 */
export function InstituteHeader({
  api,
  lang = 'en',
  headingLevel,
  onStateChange,
  onLoad,
}: InstituteHeaderProps) {
  useSignals();
  const store = useWidgetStore(() => createInstituteHeaderStore(api), onStateChange);
  const institute = store.institute.value;
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (institute) latest.current?.(institute);
  }, [institute, latest]);

  return (
    <div className={ui.root}>
      <div className={styles.bar} part="base">
        <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
          {() =>
            store.identity.value ? (
              <Identity identity={store.identity.value} headingLevel={headingLevel} lang={lang} />
            ) : null
          }
        </Async>
      </div>
    </div>
  );
}
