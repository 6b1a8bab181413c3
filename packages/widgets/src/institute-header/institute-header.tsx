import { useSignals } from '@preact/signals-react/runtime';
import type { Institute } from '@school/api';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { FacebookIcon, LoginIcon, PinIcon, WhatsappIcon, YoutubeIcon } from '../ui/icons/index.ts';
import { NewTab } from '../ui/new-tab.tsx';
import { SocialLinks } from '../ui/social-links.tsx';
import * as ui from '../ui/ui.css.ts';
import type { InstituteIdentity } from './identity.ts';
import * as styles from './institute-header.css.ts';
import { messages } from './institute-header.messages.ts';
import { createInstituteHeaderStore } from './institute-header.store.ts';

export interface InstituteHeaderProps extends WidgetProps {
  /**
   * Make the institute name a heading of this level. None by default: the name is the site's
   * name, and each page owns its own h1.
   */
  headingLevel?: HeadingLevel;
  /**
   * The institute's name, when the host already knows it (the site's server does): shown at
   * once while the rest loads, so the first paint of a page carries the name, not a placeholder,
   * and kept above the error when the provider cannot be read.
   */
  name?: string | undefined;
  /**
   * Only the logo and the name, in one slim row: for a phone's header, where the address, EIIN,
   * links and Login are somewhere else on the page (a menu, the footer).
   */
  compact?: boolean | undefined;
  /** Called once the institute is in, with the provider's first institute. */
  onLoad?: (institute: Institute) => void;
}

/** The logo's drawn size in CSS pixels; also its width/height attributes, so nothing shifts. */
const LOGO_SIZE = 80;
/** The compact row's logo. */
const COMPACT_LOGO_SIZE = 40;

function HeaderLinks({ identity, lang }: { identity: InstituteIdentity; lang: Lang }) {
  const says = (key: 'facebook' | 'youtube' | 'whatsapp') => messages(key, {}, lang);
  return (
    <SocialLinks
      links={[
        { label: says('facebook'), href: identity.facebook, Icon: FacebookIcon },
        { label: says('youtube'), href: identity.youtube, Icon: YoutubeIcon },
        { label: says('whatsapp'), href: identity.whatsapp, Icon: WhatsappIcon },
      ]}
      label={messages('social', {}, lang)}
      className={styles.social}
      linkClassName={styles.socialLink}
      lang={lang}
    />
  );
}

/**
 * The header's shape while it loads, so nothing below moves when it fills; with the name drawn
 * already when the host knows it.
 */
function Skeleton({ name, compact }: { name: string | undefined; compact: boolean }) {
  if (compact) {
    return (
      <div className={styles.compact}>
        <span className={styles.ghostCompactLogo} />
        {name ? (
          <span className={styles.compactName}>{name}</span>
        ) : (
          <span className={styles.ghostCompactName} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.inner}>
      <span className={styles.ghostLogo} />
      <span className={styles.identity}>
        {name ? <span className={styles.name}>{name}</span> : <span className={styles.ghostName} />}
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
  compact,
  lang,
}: {
  identity: InstituteIdentity;
  headingLevel: HeadingLevel | undefined;
  compact: boolean;
  lang: Lang;
}) {
  const Name = headingTag(headingLevel, 'p');
  const [logoFailed, setLogoFailed] = useState(false);
  if (compact) {
    return (
      <div className={styles.compact}>
        {identity.logo && !logoFailed ? (
          // The name is written beside it: the logo adds nothing for a screen reader.
          <img
            className={styles.compactLogo}
            part="logo"
            src={identity.logo}
            alt=""
            width={COMPACT_LOGO_SIZE}
            height={COMPACT_LOGO_SIZE}
            onError={() => setLogoFailed(true)}
          />
        ) : null}
        <Name className={styles.compactName} part="name">
          {identity.name}
        </Name>
      </div>
    );
  }
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
            <PinIcon className={styles.pin} />
            <span className={ui.visuallyHidden}>{messages('address', {}, lang)}: </span>
            {identity.address}
          </address>
        ) : null}
      </div>
      <div className={styles.actions}>
        <HeaderLinks identity={identity} lang={lang} />
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
            <NewTab lang={lang} arrow={false} />
          </a>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The institute's identity at the top of every page (spec §2, shared layout): logo, name, EIIN
 * (only when there is one), address, social links and the management Login; `compact`, the logo
 * and the name alone.
 */
export function InstituteHeader({
  api,
  lang = 'en',
  headingLevel,
  name,
  compact = false,
  onStateChange,
  onLoad,
}: InstituteHeaderProps) {
  useSignals();
  const store = useWidgetStore(
    () => createInstituteHeaderStore(api, { lang }),
    onStateChange,
    lang,
  );
  const institute = store.institute.value;
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (institute) latest.current?.(institute);
  }, [institute, latest]);

  // A provider that cannot be read does not take the school's name off the page with it.
  const failed = store.state.value === 'error' || store.state.value === 'empty';
  return (
    <div className={ui.root}>
      <div className={styles.bar} part="base">
        {name && failed && (
          <div className={compact ? styles.compact : styles.inner}>
            <span className={compact ? undefined : styles.identity}>
              <span className={compact ? styles.compactName : styles.name} part="name">
                {name}
              </span>
            </span>
          </div>
        )}
        <Async
          store={store}
          lang={lang}
          empty={messages('empty', {}, lang)}
          loading={<Skeleton name={name} compact={compact} />}
        >
          {() =>
            store.identity.value ? (
              <Identity
                identity={store.identity.value}
                headingLevel={headingLevel}
                compact={compact}
                lang={lang}
              />
            ) : null
          }
        </Async>
      </div>
    </div>
  );
}
