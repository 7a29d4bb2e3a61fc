/** A gallery photo: uploaded photos offer their widths to the browser, bundled ones are one file. */
import type { GalleryImage } from "@common/gallery";

/** A project's photo at card size: uploaded photos offer their widths to the browser. */
export function ProjectImage({ image, className, eager }: { image: GalleryImage; className: string; eager?: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
