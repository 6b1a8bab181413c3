import { useSignals } from '@preact/signals-react/runtime';
import type { Contact } from '@school/api';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { WidgetProps } from '../element/define-element.tsx';
import type { Lang } from '../runtime/i18n.ts';
import { useLatest } from '../runtime/use-latest.ts';
import { useWidgetStore } from '../runtime/use-widget-store.ts';
import { Async } from '../ui/async.tsx';
import { ContactLinks } from '../ui/contact-links.tsx';
import { MailIcon, PhoneIcon, PinIcon } from '../ui/icons/index.ts';
import { NewTab } from '../ui/new-tab.tsx';
import * as ui from '../ui/ui.css.ts';
import type { ContactDetails as Details, MapView } from './contact.ts';
import * as styles from './contact-details.css.ts';
import { MAP_HEIGHT } from './contact-details.css.ts';
import { messages } from './contact-details.messages.ts';
import { createContactDetailsStore } from './contact-details.store.ts';

export interface ContactDetailsProps extends WidgetProps {
  /** Show the map (default): a lazy 400 px frame, or a link when it cannot be framed. */
  map?: boolean | undefined;
  /** Show the contact's side image (off by default). */
  image?: boolean | undefined;
  /** Called once the details are in, with the provider's first contact. */
  onLoad?: (contact: Contact) => void;
}

/** The side image's width and height attributes: its box is reserved before it arrives. */
const IMAGE_WIDTH = 600;
const IMAGE_HEIGHT = 400;

function Entry({ term, icon, children }: { term: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <dt className={styles.term}>
        {icon}
        {term}
      </dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function LocationMap({ map, lang }: { map: MapView; lang: Lang }) {
  if (map.kind === 'link') {
    return (
      <a
        className={styles.mapLink}
        part="map-link"
        href={map.href}
        target="_blank"
        rel="noopener noreferrer"
      >
        {messages('mapLink', {}, lang)}
        <NewTab lang={lang} />
      </a>
    );
  }
  return (
    <iframe
      className={styles.map}
      part="map"
      title={messages('mapTitle', {}, lang)}
      src={map.src}
      height={MAP_HEIGHT}
      loading="lazy"
      // Google's map needs its scripts and its own origin; it may open Google Maps in a new tab.
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
    />
  );
}

function Shown({
  details,
  map,
  image,
  lang,
}: {
  details: Details;
  map: boolean;
  image: boolean;
  lang: Lang;
}) {
  const [imageFailed, setImageFailed] = useState(false);
  const says = (key: Parameters<typeof messages>[0]) => messages(key, {}, lang);
  const any = details.address || details.phones.length > 0 || details.emails.length > 0;
  return (
    <>
      {any ? (
        <address className={styles.card} part="details">
          <dl className={styles.list}>
            {details.address ? (
              <Entry term={says('address')} icon={<PinIcon className={styles.icon} />}>
                {details.address}
              </Entry>
            ) : null}
            {details.phones.length > 0 ? (
              <Entry term={says('mobile')} icon={<PhoneIcon className={styles.icon} />}>
                <ContactLinks links={details.phones} part="phone" />
              </Entry>
            ) : null}
            {details.emails.length > 0 ? (
              <Entry term={says('email')} icon={<MailIcon className={styles.icon} />}>
                <ContactLinks links={details.emails} part="email" />
              </Entry>
            ) : null}
          </dl>
        </address>
      ) : null}
      {image && details.image && !imageFailed ? (
        <img
          className={styles.image}
          part="image"
          src={details.image}
          alt=""
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading="lazy"
          decoding="async"
          onError={() => setImageFailed(true)}
        />
      ) : null}
      {map && details.map ? <LocationMap map={details.map} lang={lang} /> : null}
      {!any && !(map && details.map) ? <p className={ui.status}>{says('empty')}</p> : null}
    </>
  );
}

/** The block's shape while it loads (three entries, and the map's 400 px), so nothing moves. */
function Skeleton({ map }: { map: boolean }) {
  return (
    <span className={styles.block}>
      <span className={`${styles.card} ${styles.list}`}>
        {[styles.ghostAddress, styles.ghostPhones, styles.ghostLink].map((value) => (
          <span key={value} className={styles.item}>
            <span className={styles.ghostTerm} />
            <span className={value} />
          </span>
        ))}
      </span>
      {map ? <span className={styles.ghostMap} /> : null}
    </span>
  );
}

/**
 * The contact details of the contact page (spec §2): office address, mobile numbers (`tel:`
 * links) and email (`mailto:` links), only those the provider has, and the school's location
 * map, titled "School Location Map", 400 px high and lazy, framed only from an https Google
 * Maps embed address.
 */
export function ContactDetails({
  api,
  lang = 'en',
  map = true,
  image = false,
  onStateChange,
  onLoad,
}: ContactDetailsProps) {
  useSignals();
  const store = useWidgetStore(() => createContactDetailsStore(api, { lang }), onStateChange, lang);
  const id = useId();
  const state = store.state.value;
  const contact = store.contact.value;
  const latest = useLatest(onLoad);
  useEffect(() => {
    if (state === 'ready' && contact) latest.current?.(contact);
  }, [state, contact, latest]);

  return (
    <div className={`${ui.root} ${styles.root}`} lang={lang}>
      <section className={styles.block} part="base" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className={`${ui.heading} ${styles.heading}`}>
          {messages('heading', {}, lang)}
        </h2>
        <Async
          store={store}
          lang={lang}
          empty={messages('empty', {}, lang)}
          loading={<Skeleton map={map !== false} />}
        >
          {() =>
            store.details.value ? (
              <Shown
                details={store.details.value}
                map={map !== false}
                image={image === true}
                lang={lang}
              />
            ) : null
          }
        </Async>
      </section>
    </div>
  );
}
