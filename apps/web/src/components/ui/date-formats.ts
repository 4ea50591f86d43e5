import type { Language } from '@ideamatch/shared';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';

// dayjs's `BBBB` token prints the Buddhist-era year (2569 for 2026), the year Thai calendars show.
dayjs.extend(buddhistEra);

/** A dayjs format with its Gregorian year (`YYYY`) shown as the Buddhist-era year in Thai. */
export function localDateFormat(format: string, language: Language): string {
  return language === 'TH' ? format.replaceAll('YYYY', 'BBBB') : format;
}

/**
 * The calendar's header, list and day labels in the language's era: a Thai calendar reads
 * "พฤศจิกายน 2569", lists the years 2560–2569 and names a day "1 พฤศจิกายน 2569" to a screen
 * reader; an English one is Gregorian.
 */
export function calendarLabelFormats(language: Language) {
  return {
    getDayAriaLabel: (date: string) => dayjs(date).format(localDateFormat('D MMMM YYYY', language)),
    monthLabelFormat: localDateFormat('MMMM YYYY', language),
    yearLabelFormat: localDateFormat('YYYY', language),
    yearsListFormat: localDateFormat('YYYY', language),
    decadeLabelFormat: localDateFormat('YYYY', language),
  };
}
