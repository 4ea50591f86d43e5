import { Box, Image } from '@mantine/core';
import type { MantineRadius, StyleProp } from '@mantine/core';
import { IMAGE_SIZES } from '@ideamatch/shared/constants';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { imageSrcSet } from '../../lib/image-srcset';
import classes from './safe-image.module.css';

type SafeImageProps = {
  src?: string | null;
  alt: string;
  h?: StyleProp<number | string>;
  /** Largest height of the loaded image (a lightbox); the placeholder takes its size from `h` or CSS. */
  mah?: StyleProp<number | string>;
  radius?: MantineRadius | number;
  fit?: 'cover' | 'contain';
  /** Hidden from assistive technology (purely decorative images). */
  decorative?: boolean;
  className?: string;
  /** How wide the image is shown (the `sizes` attribute), so the browser picks a fitting copy. */
  sizes?: string;
  /** The page's main image: loaded at once with high priority instead of lazily. */
  priority?: boolean;
  /**
   * The image's usual size in pixels (its `width` and `height` attributes), an idea image's unless
   * said: the browser reserves its shape before it arrives; the shown size stays CSS's.
   */
  intrinsicSize?: { width: number; height: number };
};

/** An image that shows a neutral placeholder when it has no source or fails to load. */
export function SafeImage({
  src,
  alt,
  h,
  mah,
  radius,
  fit = 'cover',
  decorative,
  className,
  sizes = '100vw',
  priority = false,
  intrinsicSize = IMAGE_SIZES.idea,
}: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // An image stored before WebP copies were made has none: it falls back to the original alone.
  const [failedSrcSet, setFailedSrcSet] = useState<string | null>(null);
  const isBroken = !src || failedSrc === src;

  if (isBroken) {
    return (
      <Box
        className={`${classes.placeholder} ${className ?? ''}`}
        h={h}
        style={{ borderRadius: typeof radius === 'number' ? radius : `var(--mantine-radius-${radius ?? 'md'})` }}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
      >
        <IconPhoto className={classes.icon} stroke={1.4} aria-hidden />
      </Box>
    );
  }
  const srcSet = failedSrcSet === src ? undefined : imageSrcSet(src);
  return (
    <Image
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={decorative ? '' : alt}
      width={intrinsicSize.width}
      height={intrinsicSize.height}
      // Without a height of its own it takes its width's share (the attributes give the ratio).
      h={h ?? 'auto'}
      mah={mah}
      radius={radius}
      fit={fit}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
      onError={() => (srcSet ? setFailedSrcSet(src) : setFailedSrc(src))}
    />
  );
}
