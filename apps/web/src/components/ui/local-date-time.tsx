import type { Language } from '@ideamatch/shared';
import { formatDateTime } from '@ideamatch/shared/format';
import { useIsHydrated } from '../../lib/page-render';

/** Thailand's offset from UTC, in minutes (no daylight saving). */
const THAILAND_OFFSET_MINUTES = 7 * 60;

/** The date moved so that formatting it in this machine's zone shows Thailand's wall-clock time. */
const inThailand = (date: Date | string): Date => {
  const d = new Date(date);
  return new Date(d.getTime() + (THAILAND_OFFSET_MINUTES + d.getTimezoneOffset()) * 60_000);
};

/**
 * `formatDateTime` in the reader's time zone. A page the server rendered shows Thailand's time (the
 * server's zone is not the reader's) until the browser has adopted it, then the reader's own.
 */
export function LocalDateTime({ date, language }: { date: Date | string; language: Language }) {
  const isHydrated = useIsHydrated();
  return formatDateTime(isHydrated ? date : inThailand(date), language);
}
