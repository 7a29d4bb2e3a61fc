/**
 * A post's featured image as a <picture>: AVIF and WebP sources with their widths, a JPEG/PNG
 * fallback, width and height set so the page does not shift while it loads.
 */
export interface FeaturedImage {
  id: string;
  src: string;
  width: number;
  height: number;
  alt: string;
  large: { src: string; width: number; height: number; type: string; bytes: number };
  sources: Array<{ type: string; srcset: string }>;
  srcset: string;
}

export function Picture({
  image,
  sizes,
  className,
  priority = false,
}: {
  image: FeaturedImage;
  /** How wide the image shows, for the browser to pick a file (CSS sizes syntax). */
  sizes: string;
  className?: string;
  /** The largest thing on the first screen: fetched early, not lazily. */
  priority?: boolean;
}) {
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcset}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? { fetchPriority: "high" as const } : {})}
      />
    </picture>
  );
}
