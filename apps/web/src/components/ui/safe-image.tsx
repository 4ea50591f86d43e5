import { Box, Image } from '@mantine/core';
import type { MantineRadius, StyleProp } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './safe-image.module.css';

type SafeImageProps = {
  src?: string | null;
  alt: string;
  h?: StyleProp<number | string>;
  radius?: MantineRadius | number;
  fit?: 'cover' | 'contain';
  /** Hidden from assistive technology (purely decorative images). */
  decorative?: boolean;
  className?: string;
};

/** An image that shows a neutral placeholder when it has no source or fails to load. */
export function SafeImage({ src, alt, h, radius, fit = 'cover', decorative, className }: SafeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
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
  return (
    <Image
      src={src}
      alt={decorative ? '' : alt}
      h={h}
      radius={radius}
      fit={fit}
      loading="lazy"
      className={className}
      onError={() => setFailedSrc(src)}
    />
  );
}
