import { useState } from 'react';

/**
 * True from the first time `opened` is true on: lets a dialog or drawer load its code when first
 * opened and then stay mounted, so its closing animation still plays.
 */
export function useHasOpened(opened: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  return hasOpened || opened;
}
