import { Avatar } from '@mantine/core';
import { displayName, initials } from '@ideamatch/shared/format';
import type { NameParts } from '@ideamatch/shared';
import { imageVariantSrc } from '../../lib/image-srcset';

/** Rendered width in CSS pixels of Mantine's named avatar sizes. */
const AVATAR_PX = { xs: 16, sm: 26, md: 38, lg: 56, xl: 84 } as const;

type UserAvatarProps = {
  person: NameParts;
  src?: string | null;
  size?: number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

/** A person's picture; their initials when there is none or it fails to load. */
export function UserAvatar({ person, src, size = 'md', className }: UserAvatarProps) {
  const px = typeof size === 'number' ? size : AVATAR_PX[size];
  return (
    <Avatar
      src={imageVariantSrc(src, px)}
      imageProps={{ width: px, height: px }}
      alt={displayName(person)}
      size={size}
      radius={999}
      color="brand"
      variant="filled"
      className={className}
    >
      {initials(person) || '?'}
    </Avatar>
  );
}
