import type { ImageFailureMode, ImageRef } from "#app/site/types.ts";
import { imageSources } from "#app/lib/images.ts";
import { cn } from "#app/lib/utils.ts";

interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's main image: loaded eagerly with high priority. */
  priority?: boolean;
  /** What a failed image does, where a section sets it for all its images; else the image's own. */
  failure?: ImageFailureMode;
  className?: string;
}

/** Classes per failure mode (docs/product.md#images-that-fail-to-load), applied once app/lib/image-fallbacks.ts marks the image failed. */
const failureClasses: Record<ImageFailureMode, string> = {
  hide: "data-[image-failed]:hidden",
  "placeholder-tall":
    "data-[image-failed]:border-2 data-[image-failed]:border-red-600 data-[image-failed]:bg-gray-200 data-[image-failed]:min-h-64",
  placeholder: "data-[image-failed]:border-2 data-[image-failed]:border-red-600 data-[image-failed]:bg-gray-200",
};

export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  failure = image.failure ?? "placeholder",
  className,
}: ResponsiveImageProps) {
  const sources = imageSources(image.name);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        src={sources.fallback}
        alt={image.alt}
        width={sources.width}
        height={sources.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        data-failure={failure}
        className={cn("h-auto w-full", failureClasses[failure], className)}
      />
    </picture>
  );
}
