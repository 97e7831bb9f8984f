import { useEffect, useRef, useState } from "react";
import type { ImageRef } from "~/content/types";
import { imageSources } from "~/lib/images";
import { cn } from "~/lib/utils";

/**
 * What a failed image does (spec §4): most specialty images disappear; the home hero,
 * cardiology and otolaryngology images keep their place with a red border, a minimum height
 * and a grey background; images elsewhere get the red border and grey background.
 */
export type ImageFailureMode = "hide" | "placeholder-tall" | "placeholder";

interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The page's main image: loaded eagerly with high priority. */
  priority?: boolean;
  onFailure?: ImageFailureMode;
  className?: string;
}

export function ResponsiveImage({ image, sizes, priority = false, onFailure = "placeholder", className }: ResponsiveImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const sources = imageSources(image.name);

  const fail = () => {
    if (failed) return;
    console.error(`Falha ao carregar a imagem "${image.name}" (${imgRef.current?.currentSrc || sources.fallback})`);
    setFailed(true);
  };

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) fail();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked once, on mount
  }, []);

  if (failed && onFailure === "hide") return null;

  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <img
        ref={imgRef}
        src={sources.fallback}
        alt={image.alt}
        width={sources.width}
        height={sources.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        onError={fail}
        data-image-failed={failed ? onFailure : undefined}
        className={cn(
          "h-auto w-full",
          failed && "border-2 border-red-600 bg-gray-200",
          failed && onFailure === "placeholder-tall" && "min-h-64",
          className,
        )}
      />
    </picture>
  );
}
