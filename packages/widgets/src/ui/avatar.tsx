import { type CSSProperties, useRef, useState } from 'react';
import { httpSrcset } from '../runtime/srcset.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { httpUrl } from '../runtime/url.ts';
import * as styles from './avatar.css.ts';
import css from './avatar.css.ts?inline';

export interface AvatarProps {
  /** The photo's address from the provider; shown only if it is an absolute http(s) address. */
  src: string | null | undefined;
  /** The photo's copies in several widths (a provider's `srcset`); used only if all are http(s). */
  srcset?: unknown;
  /** The person's name: the initials shown without a photo come from it. */
  name: string;
  /** Drawn size in CSS pixels, also the image's width and height (nothing shifts as it loads). */
  size: number;
  /** The photo's text alternative: '' (the default) when the name is written beside it. */
  alt?: string;
  /** `lazy` (default) below the fold; `eager` for a photo in the first screen. */
  loading?: 'lazy' | 'eager';
  className?: string;
  part?: string;
}

/** A Bengali word's first letter: its vowel, or its consonant with any joined to it (শ্র, ক্ষ). */
const BENGALI_LETTER =
  /^(?:[\u0995-\u09B9\u09DC-\u09DF]\u09BC?\u09CD)*[\u0985-\u09B9\u09DC-\u09DF\u09F0\u09F1]\u09BC?/u;

/**
 * The first whole letter, never half of one: a Bengali letter without its vowel sign, else the
 * first character with the marks joined to it (`É` written as `E` and an accent).
 */
function firstLetter(word: string): string {
  return (BENGALI_LETTER.exec(word) ?? /^.\p{M}*/su.exec(word))?.[0] ?? '';
}

/**
 * Up to two letters for a name: its first and last words, leaving out abbreviations such as
 * `Md.`, `Dr.` or `মোঃ` when the name has other words.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '');
  const full = words.filter((word) => !/[.ঃ]$/u.test(word));
  const use = full.length > 0 ? full : words;
  const ends = use.length > 1 ? [use[0], use.at(-1)] : use.slice(0, 1);
  return ends
    .map((word) => firstLetter(word ?? ''))
    .join('')
    .toLocaleUpperCase();
}

// createVar() gives `var(--name)`; an inline style sets `--name`.
const SIZE_PROPERTY = styles.size.slice(4, -1);

/**
 * A person's round photo, or their initials on the theme colour when there is none, when its
 * address is not http(s), or when it fails to load. Lazy by default, with its size reserved.
 */
export function Avatar({
  src,
  srcset,
  name,
  size,
  alt = '',
  loading = 'lazy',
  className,
  part,
}: AvatarProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useShadowStyles(ref, css);
  const photo = httpUrl(src);
  const copies = httpSrcset(srcset);
  const [broken, setBroken] = useState<string | null>(null);
  return (
    <span
      ref={ref}
      className={className ? `${styles.avatar} ${className}` : styles.avatar}
      style={{ [SIZE_PROPERTY]: `${size}px` } as CSSProperties}
      part={part}
    >
      {photo && photo !== broken ? (
        <img
          className={styles.photo}
          // Drawn `size` pixels wide: the browser picks the copy for the screen's density.
          sizes={copies ? `${size}px` : undefined}
          srcSet={copies ?? undefined}
          src={photo}
          alt={alt}
          width={size}
          height={size}
          loading={loading}
          decoding="async"
          onError={() => setBroken(photo)}
        />
      ) : alt ? (
        <span className={styles.initials} role="img" aria-label={alt}>
          {initials(name)}
        </span>
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initials(name)}
        </span>
      )}
    </span>
  );
}
