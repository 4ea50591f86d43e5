import { Avatar } from '@mantine/core';
import { displayName, initials } from '@ideamatch/shared/format';
import type { NameParts } from '@ideamatch/shared';

type UserAvatarProps = {
  person: NameParts;
  src?: string | null;
  size?: number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
};

/** A person's picture; their initials when there is none or it fails to load. */
export function UserAvatar({ person, src, size = 'md', className }: UserAvatarProps) {
  return (
    <Avatar
      src={src || null}
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
