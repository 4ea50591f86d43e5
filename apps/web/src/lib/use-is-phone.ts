import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINTS } from '@ideamatch/shared/constants';

/** Whether the screen is phone-narrow (below the `sm` breakpoint). */
export const useIsPhone = (): boolean => useMediaQuery(`(max-width: ${BREAKPOINTS.sm - 0.02}px)`) ?? false;
