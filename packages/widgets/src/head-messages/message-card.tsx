import { useId } from 'react';
import { type HeadingLevel, headingTag } from '../runtime/heading.ts';
import type { Lang } from '../runtime/i18n.ts';
import { paragraphsOf } from '../runtime/prose.ts';
import { Avatar } from '../ui/avatar.tsx';
import { FacebookIcon, LinkedinIcon, WhatsappIcon } from '../ui/icons/index.ts';
import { SocialLinks } from '../ui/social-links.tsx';
import * as styles from './head-messages.css.ts';
import { PHOTO_SIZE } from './head-messages.css.ts';
import type { messages } from './head-messages.messages.ts';
import type { MessageCard } from './message.ts';

/**
 * A message's card, fetched with the messages rather than in the element's first load (the
 * skeleton needs none of it): see `cardPart` in head-messages.tsx.
 */

export type Says = (key: Parameters<typeof messages>[0], vars?: Record<string, string>) => string;

function CardLinks({ card, says, lang }: { card: MessageCard; says: Says; lang: Lang }) {
  return (
    <SocialLinks
      links={[
        { label: says('facebook'), href: card.facebook, Icon: FacebookIcon },
        { label: says('linkedin'), href: card.linkedin, Icon: LinkedinIcon },
        { label: says('whatsapp'), href: card.whatsapp, Icon: WhatsappIcon },
      ]}
      label={says('social', { name: card.name || card.heading || says(card.kind) })}
      className={styles.social}
      linkClassName={styles.socialLink}
      lang={lang}
    />
  );
}

interface CardProps {
  card: MessageCard;
  open: boolean;
  level: HeadingLevel | undefined;
  says: Says;
  lang: Lang;
  onToggle: () => void;
}

/** One message: photo, heading, name, the words (cut at 200 characters until See More). */
export function Card({ card, open, level, says, lang, onToggle }: CardProps) {
  const Heading = headingTag(level);
  const id = useId();
  const cut = card.short !== card.text;
  return (
    <article className={styles.card} part="card" aria-labelledby={`${id}-heading`}>
      {/* The name is written beside it: the picture adds nothing for a screen reader. */}
      <Avatar src={card.photo} name={card.name} size={PHOTO_SIZE} part="photo" />
      <div className={styles.body}>
        <Heading id={`${id}-heading`} className={styles.heading} part="heading">
          {card.heading || says(card.kind)}
        </Heading>
        {card.name ? (
          <p className={styles.name} part="name">
            {card.name}
          </p>
        ) : null}
        <div id={`${id}-text`} className={styles.text} part="text">
          {paragraphsOf(open || !cut ? card.text : card.short).map((paragraph, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph is known by its place
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        {cut ? (
          <button
            type="button"
            className={styles.more}
            part="more"
            aria-expanded={open}
            aria-controls={`${id}-text`}
            aria-describedby={`${id}-heading`}
            onClick={onToggle}
          >
            {says(open ? 'seeLess' : 'seeMore')}
          </button>
        ) : null}
        <CardLinks card={card} says={says} lang={lang} />
      </div>
    </article>
  );
}
