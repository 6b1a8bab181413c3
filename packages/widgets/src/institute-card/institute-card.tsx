import { useSignals } from '@preact/signals-react/runtime';
import type { Institute } from '@school/api';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { ContactLinks } from '../ui/contact-links.tsx';
import { FacebookIcon, WhatsappIcon, YoutubeIcon } from '../ui/icons/index.ts';
import { NewTab } from '../ui/new-tab.tsx';
import { SocialLinks } from '../ui/social-links.tsx';
import * as ui from '../ui/ui.css.ts';
import { type InstituteCardView, siteLabel } from './card.ts';
import * as styles from './institute-card.css.ts';
import { LOGO_SIZE } from './institute-card.css.ts';
import { messages } from './institute-card.messages.ts';
import { createInstituteCardStore } from './institute-card.store.ts';

export interface InstituteCardProps extends WidgetProps {
  /** The level of the institute name's heading, 1–6 (default 2). */
  headingLevel?: HeadingLevel | undefined;
  /**
   * A named region of the page (default). Set false where the page may show the card twice (a
   * site's footer): two regions of one name leave a screen reader unable to tell them apart.
   */
  region?: boolean | undefined;
  /** Called once the institute is in, with the provider's first institute. */
  onLoad?: (institute: Institute) => void;
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function Card({
  card,
  level,
  region,
  lang,
}: {
  card: InstituteCardView;
  level: HeadingLevel | undefined;
  region: boolean;
  lang: Lang;
}) {
  const Box = region ? 'section' : 'div';
  const Heading = headingTag(level);
  const id = useId();
  const [logoFailed, setLogoFailed] = useState(false);
  const says = (key: Parameters<typeof messages>[0]) => messages(key, {}, lang);
  return (
    <Box className={styles.base} part="base" aria-labelledby={region ? id : undefined}>
      <div className={styles.identity}>
        {card.logo && !logoFailed ? (
          // The name is written beside it: the logo adds nothing for a screen reader.
          <img
            className={styles.logo}
            part="logo"
            src={card.logo}
            alt=""
            width={LOGO_SIZE}
            height={LOGO_SIZE}
            loading="lazy"
            decoding="async"
            onError={() => setLogoFailed(true)}
          />
        ) : null}
        <div className={styles.titles}>
          <Heading id={id} className={styles.name} part="name">
            {card.name}
          </Heading>
          {card.eiin ? (
            <p className={styles.eiin} part="eiin">
              {messages('eiin', { eiin: card.eiin }, lang)}
            </p>
          ) : null}
        </div>
      </div>
      <address className={styles.details} part="details">
        <dl className={styles.list}>
          {card.address ? <Entry term={says('address')}>{card.address}</Entry> : null}
          {card.emails.length > 0 ? (
            <Entry term={says('email')}>
              <ContactLinks links={card.emails} part="email" />
            </Entry>
          ) : null}
          {card.phones.length > 0 ? (
            <Entry term={says('mobile')}>
              <ContactLinks links={card.phones} part="phone" />
            </Entry>
          ) : null}
          {card.website ? (
            <Entry term={says('website')}>
              <a
                className={styles.link}
                part="website"
                href={card.website}
                target="_blank"
                rel="noopener noreferrer"
              >
                {siteLabel(card.website)}
                <NewTab lang={lang} />
              </a>
            </Entry>
          ) : null}
        </dl>
      </address>
      <SocialLinks
        links={[
          { label: says('facebook'), href: card.facebook, Icon: FacebookIcon },
          { label: says('youtube'), href: card.youtube, Icon: YoutubeIcon },
          { label: says('whatsapp'), href: card.whatsapp, Icon: WhatsappIcon },
        ]}
        label={says('social')}
        className={styles.social}
        linkClassName={styles.socialLink}
        lang={lang}
      />
    </Box>
  );
}

/** The card's shape while it loads, so what follows does not move when it arrives. */
function Skeleton() {
  return (
    <div className={styles.base}>
      <span className={styles.identity}>
        <span className={styles.ghostLogo} />
        <span className={styles.ghostName} />
      </span>
      <span className={styles.ghostRows} />
    </div>
  );
}

/**
 * The institute card (spec §2: beside the history on the home page, on the About page): logo,
 * name, EIIN (only when there is one), address, email (`mailto:`), the headmaster's mobile
 * (`tel:`), the website and the school's Facebook, YouTube and WhatsApp links, only those the
 * provider has.
 */
export function InstituteCard({
  api,
  lang = 'en',
  headingLevel,
  region = true,
  onStateChange,
  onLoad,
}: InstituteCardProps) {
  useSignals();
  const store = useWidgetStore(() => createInstituteCardStore(api, { lang }), onStateChange, lang);
  const state = store.state.value;
  const institute = store.institute.value;
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (state === 'ready' && institute) latest.current?.(institute);
  }, [state, institute, latest]);

  return (
    <div className={`${ui.root} ${styles.root}`}>
      <Async store={store} lang={lang} empty={messages('empty', {}, lang)} loading={<Skeleton />}>
        {() =>
          store.card.value ? (
            <Card card={store.card.value} level={headingLevel} region={region} lang={lang} />
          ) : null
        }
      </Async>
    </div>
  );
}
