import { Indicator } from '@mantine/core';
import { LIMITS } from '@ideamatch/shared/constants';
import type { ReactNode } from 'react';

type CountIndicatorProps = {
  count: number;
  /** Show a dot when the count is zero (new activity not yet seen). */
  hasDot: boolean;
  children: ReactNode;
};

/** "99+" above the cap of 99. */
export const formatBadgeCount = (count: number): string =>
  count > LIMITS.unreadBadgeCap ? `${LIMITS.unreadBadgeCap}+` : String(count);

/** Unread badge on a header icon: the count when above zero, else an optional dot. */
export function CountIndicator({ count, hasDot, children }: CountIndicatorProps) {
  const hasCount = count > 0;
  return (
    <Indicator
      label={hasCount ? formatBadgeCount(count) : undefined}
      size={hasCount ? 18 : 10}
      offset={hasCount ? 4 : 6}
      color="red"
      disabled={!hasCount && !hasDot}
      withBorder
      inline
    >
      {children}
    </Indicator>
  );
}
