import { IMAGE_VARIANT_WIDTHS, imageVariantPath } from '@ideamatch/shared/image-variants';

export { imageSrcSet } from '@ideamatch/shared/image-variants';

/** The address of a stored image's WebP copy at least `cssPixels` × 2 wide, for small pictures. */
export function imageVariantSrc(src: string | null | undefined, cssPixels: number): string | null {
  if (!src) return null;
  const width = IMAGE_VARIANT_WIDTHS.find((w) => w >= cssPixels * 2);
  return (width && imageVariantPath(src, width)) || src;
}
