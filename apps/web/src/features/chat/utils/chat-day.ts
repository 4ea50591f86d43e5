import type { Language } from '@ideamatch/shared';
import dayjs from 'dayjs';
// Registers the Buddhist-era year and the Thai locale on dayjs.
import '@ideamatch/shared/format';

/**
 * The label of a day separator: "Today", "Yesterday", else the date as "DD MMMM YYYY"
 * (Thai month and Buddhist-era year in Thai).
 */
export function formatChatDay(
  date: string,
  language: Language,
  labels: { today: string; yesterday: string },
  now = new Date(),
): string {
  const day = dayjs(date).startOf('day');
  const today = dayjs(now).startOf('day');
  if (day.isSame(today)) return labels.today;
  if (day.isSame(today.subtract(1, 'day'))) return labels.yesterday;
  return language === 'TH' ? day.locale('th').format('DD MMMM BBBB') : day.locale('en').format('DD MMMM YYYY');
}
