/**
 * Where the build puts each image (scripts/build-images.ts): every source in `images/` is
 * rendered at these widths as AVIF and WebP, keeping a 4:3 frame.
 */
export const IMAGE_WIDTHS = [480, 960] as const;
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
export const IMAGE_ASPECT = { width: 4, height: 3 } as const;
export const GENERATED_IMAGE_DIR = "/images/generated";

/**
 * An image's name among the rendered ones, from its path under images/: "cardiologista.svg" →
 * "cardiologista"; a photo uploaded in the editor, "enviadas/cardiologista/hero/image/photo.jpg" →
 * "enviadas-cardiologista-hero-image-photo".
 */
export function imageNameOf(sourcePath: string): string {
  return sourcePath
    .replace(/\.[^./]+$/, "")
    .split("/")
    .join("-");
}

export function imageFile(name: string, width: number, format: "avif" | "webp"): string {
  return `${GENERATED_IMAGE_DIR}/${name}-${width}.${format}`;
}

export function imageSources(name: string) {
  const srcSet = (format: "avif" | "webp") =>
    IMAGE_WIDTHS.map((width) => `${imageFile(name, width, format)} ${width}w`).join(", ");
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    fallback: imageFile(name, LARGEST_WIDTH, "webp"),
    width: LARGEST_WIDTH,
    height: (LARGEST_WIDTH * IMAGE_ASPECT.height) / IMAGE_ASPECT.width,
  };
}
