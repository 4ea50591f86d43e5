import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra.js';
import 'dayjs/locale/th.js';
import type { Language } from './constants.js';

dayjs.extend(buddhistEra);

/** Name fields every person-like record carries. */
export type NameParts = {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  username: string;
};

const clean = (value?: string | null): string => (value ?? '').trim();

/** First, middle and last name joined by spaces; the username when all three are empty. */
export function displayName({ firstName, middleName, lastName, username }: NameParts): string {
  const joined = [firstName, middleName, lastName].map(clean).filter(Boolean).join(' ');
  return joined || username;
}

/** The first name, or the username when there is none. */
export function shortName({ firstName, username }: NameParts): string {
  return clean(firstName) || username;
}

/** Uppercased first letters of the first two words of the display name ("Somchai Jaidee" → "SJ"). */
export function initials(person: NameParts): string {
  return displayName(person)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export const SCORE_LEVELS = ['outstanding', 'great', 'acceptable', 'fair', 'disappointing', 'none'] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];

/** Colour of each score level, a Mantine palette name. */
export const SCORE_COLORS: Record<ScoreLevel, string> = {
  outstanding: 'teal',
  great: 'green',
  acceptable: 'yellow',
  fair: 'orange',
  disappointing: 'red',
  none: 'gray',
};

/**
 * Label level of an average review score. The ranges are read as contiguous:
 * above 4.5 is outstanding (so 4.55 is outstanding), above 3.5 great, above 2.5 acceptable, above
 * 1.5 fair, 1 to 1.5 disappointing, exactly 0 none. Anything else (7, 0.5, NaN) is logged as invalid
 * and treated as none.
 */
export function scoreLevel(score: number, log: (message: string) => void = console.warn): ScoreLevel {
  if (score === 0) return 'none';
  if (!Number.isFinite(score) || score < 1 || score > 5) {
    log(`Invalid review score: ${score}`);
    return 'none';
  }
  if (score > 4.5) return 'outstanding';
  if (score > 3.5) return 'great';
  if (score > 2.5) return 'acceptable';
  if (score > 1.5) return 'fair';
  return 'disappointing';
}

const RELATIVE_UNITS = {
  EN: {
    justNow: 'just now',
    minute: ['minute', 'minutes'],
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
    month: ['month', 'months'],
    year: ['year', 'years'],
  },
  TH: {
    justNow: 'เมื่อสักครู่',
    minute: ['นาที', 'นาที'],
    hour: ['ชั่วโมง', 'ชั่วโมง'],
    day: ['วัน', 'วัน'],
    month: ['เดือน', 'เดือน'],
    year: ['ปี', 'ปี'],
  },
} as const;

export type RelativeUnit = 'justNow' | 'minute' | 'hour' | 'day' | 'month' | 'year';

/**
 * How long ago `date` was, as a unit and a count: "just now" under 60 seconds, then minutes, hours,
 * days under 30 days, months (of 30 days) under a year (365 days), then years.
 */
export function relativeParts(date: Date | string, now: Date = new Date()): { unit: RelativeUnit; value: number } {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / 1000));
  if (seconds < 60) return { unit: 'justNow', value: 0 };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { unit: 'minute', value: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hour', value: hours };
  const days = Math.floor(hours / 24);
  if (days < 30) return { unit: 'day', value: days };
  if (days < 365) return { unit: 'month', value: Math.min(11, Math.floor(days / 30)) };
  return { unit: 'year', value: Math.floor(days / 365) };
}

/** Relative time in the given language: "just now", "5 minutes ago", "3 วันที่แล้ว". */
export function relativeTime(date: Date | string, language: Language, now: Date = new Date()): string {
  const { unit, value } = relativeParts(date, now);
  const words = RELATIVE_UNITS[language];
  if (unit === 'justNow') return words.justNow;
  const [one, many] = words[unit];
  return language === 'TH' ? `${value} ${one}ที่แล้ว` : `${value} ${value === 1 ? one : many} ago`;
}

/**
 * "DD MMMM YYYY | HH:mm" in local time. In Thai the month is Thai, the year is the Buddhist era (as
 * Thai readers expect) and the time carries the suffix "น.".
 */
export function formatDateTime(date: Date | string, language: Language): string {
  const d = dayjs(date);
  return language === 'TH'
    ? `${d.locale('th').format('DD MMMM BBBB | HH:mm')} น.`
    : d.locale('en').format('DD MMMM YYYY | HH:mm');
}
