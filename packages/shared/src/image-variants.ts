/**
 * Widths (px) of the WebP copies stored beside every uploaded image, so pages ask for the size the
 * layout shows. Each copy is never wider than the image itself.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 480, 960] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const STORED_IMAGE = /\.(jpe?g|png)$/i;

/**
 * The key or address of an image's WebP copy `width` px wide: `idea/x.jpg` gives `idea/x.w480.webp`.
 * Null for anything that is not a stored JPEG or PNG (a query string is kept after the name).
 */
export function imageVariantPath(path: string, width: ImageVariantWidth): string | null {
  const [name = '', query] = path.split('?', 2) as [string, string | undefined];
  if (!STORED_IMAGE.test(name)) return null;
  const variant = name.replace(STORED_IMAGE, `.w${width}.webp`);
  return query === undefined ? variant : `${variant}?${query}`;
}

/** Every WebP copy key of a stored image key (empty for other keys). */
export function imageVariantKeys(key: string): string[] {
  return IMAGE_VARIANT_WIDTHS.map((width) => imageVariantPath(key, width)).filter((v): v is string => v !== null);
}

/** Width given to the original image in a srcset: the largest box an upload is shrunk into. */
const ORIGINAL_WIDTH = 1600;

/**
 * The srcset of a stored image: its WebP copies at each variant width plus the original, so the
 * browser fetches the size the layout needs. Undefined for addresses without copies.
 */
export function imageSrcSet(src: string): string | undefined {
  const candidates: string[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const path = imageVariantPath(src, width);
    if (!path) return undefined;
    candidates.push(`${path} ${width}w`);
  }
  return [...candidates, `${src} ${ORIGINAL_WIDTH}w`].join(', ');
}

/** How wide an idea page's main image is shown (its `sizes`); the page and its preload agree on it. */
export const IDEA_COVER_SIZES = '(min-width: 62em) 800px, 100vw';
