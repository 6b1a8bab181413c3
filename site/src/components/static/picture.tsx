import type { Picture } from '../../content/types.ts';

/** A picture the site ships, at its own size (no layout shift), scaled down to fit. */
export function StaticPicture({
  picture,
  lazy = false,
  className,
}: {
  picture: Picture;
  /** Below the fold: fetched only when the visitor scrolls near it. */
  lazy?: boolean;
  className?: string;
}) {
  const img = (
    <img
      className="static-picture__img"
      src={picture.src}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
  return (
    <figure className={className ? `static-picture ${className}` : 'static-picture'}>
      {img}
      {picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
    </figure>
  );
}
