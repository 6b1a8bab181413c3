import { type KeyboardEvent, type PointerEvent, useEffect, useLayoutEffect, useRef } from 'react';
import type { Lang } from '../runtime/i18n.ts';
import { formatNumber } from '../runtime/numbers.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import * as styles from './lightbox.css.ts';
import css from './lightbox.css.ts?inline';
import { messages } from './lightbox.messages.ts';
import * as ui from './ui.css.ts';
import { wrapTab } from './wrap-tab.ts';

export interface LightboxPicture {
  /** An absolute http(s) address (the caller has checked it). */
  src: string;
  /** Its copies in several widths, checked too (`httpSrcset`); null when there is one. */
  srcset?: string | null;
  /** What the picture shows, or where it stands when nobody wrote that ("Picture 3 of 12"). */
  alt: string;
  /** A caption to show beside the count, when someone wrote one. */
  caption?: string | null;
}

/** The stage spans the screen: the copy a browser picks from a `srcset` is the screen's width. */
const STAGE_SIZES = '100vw';

export interface LightboxProps {
  pictures: readonly LightboxPicture[];
  /** The picture shown, from 0; null while the lightbox is closed. */
  index: number | null;
  /** Show another picture (from 0); Previous and Next wrap around. */
  onIndexChange: (index: number) => void;
  /** The visitor closed it (Close, Escape): set `index` to null. */
  onClose: () => void;
  /** Names the dialog ("Picture gallery"). */
  label: string;
  /** The pictures' usual width and height attributes (their ratio, before one has loaded). */
  width?: number;
  height?: number;
  lang?: Lang;
}

/** A horizontal move at least this long (CSS px), and mostly sideways, is a swipe. */
const SWIPE_PX = 40;

/** The focused element, looking into open shadow roots (`document.activeElement` is their host). */
function focusedElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/** Where a pointer went down on the picture, to tell a swipe from a tap. */
interface Press {
  id: number;
  x: number;
  y: number;
}

function Arrow({ back = false }: { back?: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

function Cross() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * Pictures one at a time over the whole window, on the platform's modal `<dialog>` (focus kept
 * inside, the page behind inert, Escape closes), focus given back to what opened it. Previous
 * and Next wrap around; the arrow keys, Home and End, and a sideways swipe move too; a counter
 * says "3 of 12" (read out as it changes). Nothing in it moves by itself.
 */
export function Lightbox({
  pictures,
  index,
  onIndexChange,
  onClose,
  label,
  width,
  height,
  lang = 'en',
}: LightboxProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const press = useRef<Press | null>(null);
  const count = pictures.length;
  const open = index !== null && count > 0;
  const at = open ? Math.min(Math.max(0, index), count - 1) : 0;
  const picture = pictures[at];
  const latest = useRef({ open, onClose });
  latest.current = { open, onClose };
  useShadowStyles(ref, css);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = focusedElement();
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Chromium gives focus back itself on close(); not every engine does, nor when the
      // dialog leaves the page while open.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // The next picture is likely wanted next: fetched while this one is looked at.
  useEffect(() => {
    const following = open && count > 1 ? pictures[(at + 1) % count] : undefined;
    if (following && typeof Image === 'function') {
      const image = new Image();
      // The copy the stage will draw: the whole screen's width.
      if (following.srcset) {
        image.sizes = STAGE_SIZES;
        image.srcset = following.srcset;
      }
      image.src = following.src;
    }
  }, [open, at, count, pictures]);

  const says = (key: Parameters<typeof messages>[0], vars = {}) => messages(key, vars, lang);
  const go = (to: number) => {
    if (count > 0) onIndexChange(((to % count) + count) % count);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    wrapTab(event, ref.current);
    const to =
      event.key === 'ArrowLeft'
        ? at - 1
        : event.key === 'ArrowRight'
          ? at + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    go(to);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.isPrimary)
      press.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    press.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) go(dx < 0 ? at + 1 : at - 1);
  };

  return (
    <dialog
      ref={ref}
      className={styles.lightbox}
      aria-label={label}
      part="lightbox"
      onClose={() => {
        if (latest.current.open) latest.current.onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {open && picture ? (
        <>
          <div className={styles.bar}>
            <p className={styles.counter} aria-live="polite" aria-atomic="true">
              {says('counter', {
                n: formatNumber(at + 1, lang),
                count: formatNumber(count, lang),
              })}
              {picture.caption ? (
                <span className={styles.caption} part="caption">
                  {picture.caption}
                </span>
              ) : null}
            </p>
            <button
              type="button"
              className={`${ui.button} ${styles.round}`}
              aria-label={says('close')}
              onClick={() => ref.current?.close()}
            >
              <Cross />
            </button>
          </div>
          <div
            className={styles.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              press.current = null;
            }}
          >
            <img
              className={styles.photo}
              sizes={picture.srcset ? STAGE_SIZES : undefined}
              srcSet={picture.srcset ?? undefined}
              src={picture.src}
              alt={picture.alt}
              width={width}
              height={height}
              decoding="async"
              draggable={false}
            />
            {count > 1 ? (
              <>
                <button
                  type="button"
                  className={`${ui.button} ${styles.round} ${styles.previous}`}
                  aria-label={says('previous')}
                  onClick={() => go(at - 1)}
                >
                  <Arrow back />
                </button>
                <button
                  type="button"
                  className={`${ui.button} ${styles.round} ${styles.next}`}
                  aria-label={says('next')}
                  onClick={() => go(at + 1)}
                >
                  <Arrow />
                </button>
              </>
            ) : null}
          </div>
        </>
      ) : null}
    </dialog>
  );
}
