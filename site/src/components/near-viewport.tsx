import {
  type ComponentType,
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/** How far below the screen a section starts loading: about a screen ahead of the reader. */
const AHEAD = '600px 0px';

let idle: Promise<void> | null = null;

/**
 * Once the page has loaded and the browser has a moment: sections below the fold wait for it,
 * so their code and data never compete with the first screen (its hero picture, its notices).
 */
function afterFirstScreen(): Promise<void> {
  idle ??= new Promise((resolve) => {
    const later = () =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(() => resolve(), { timeout: 1500 })
        : setTimeout(resolve, 200);
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  });
  return idle;
}

interface NearViewportProps<P> {
  /** The section's component, fetched (code and then data) when it comes near the viewport. */
  load: () => Promise<ComponentType<P>>;
  props: P;
  /** The height the section keeps until it is there, so nothing below it jumps. */
  minHeight: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A home-page section below the fold: its widget's code and data load when the visitor scrolls
 * near it, not with the page. Until then it holds its place at about its size.
 */
export function NearViewport<P extends object>({
  load,
  props,
  minHeight,
  className,
  style,
}: NearViewportProps<P>) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one component per section, loaded once
  const Section = useMemo(() => lazy(async () => ({ default: await load() })), []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let observer: IntersectionObserver | null = null;
    let live = true;
    void afterFirstScreen().then(() => {
      if (!live) return;
      if (typeof IntersectionObserver !== 'function') {
        setNear(true);
        return;
      }
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer?.disconnect();
          }
        },
        { rootMargin: AHEAD },
      );
      observer.observe(el);
    });
    return () => {
      live = false;
      observer?.disconnect();
    };
  }, []);

  const placeholder: ReactNode = <div style={{ minHeight }} />;
  return (
    <div
      ref={ref}
      className={className}
      data-near={near || undefined}
      style={near ? style : { ...style, minHeight }}
    >
      {near ? (
        <Suspense fallback={placeholder}>
          <Section {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
