import { IDEA_CATEGORIES } from '@ideamatch/shared/constants';
import { THAI_PROVINCES } from '@ideamatch/shared/provinces';
import type { ProvinceCode } from '@ideamatch/shared/provinces';

export type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/**
 * Each category's name in both languages, so a person finds "อาหาร" by typing "food" whatever
 * language the page is in (only the page's language is loaded). The same names as the locale files'
 * `categories` (a test holds them equal).
 */
export const CATEGORY_NAMES: Record<IdeaCategory, { th: string; en: string }> = {
  technology: { th: 'เทคโนโลยี', en: 'Technology' },
  franchise: { th: 'แฟรนไชส์', en: 'Franchise' },
  food: { th: 'อาหาร', en: 'Food' },
  healthyAndBeauty: { th: 'สุขภาพและความงาม', en: 'Health & beauty' },
  onlineShop: { th: 'ร้านค้าออนไลน์', en: 'Online shop' },
  peopleDevelopment: { th: 'การพัฒนาบุคคล', en: 'People development' },
  traveling: { th: 'การท่องเที่ยว', en: 'Traveling' },
  environment: { th: 'สิ่งแวดล้อม', en: 'Environment' },
  pet: { th: 'สัตว์เลี้ยง', en: 'Pet' },
  agriculture: { th: 'การเกษตร', en: 'Agriculture' },
  crafts: { th: 'งานฝีมือและหัตถกรรม', en: 'Crafts' },
  education: { th: 'การศึกษา', en: 'Education' },
  services: { th: 'งานบริการ', en: 'Services' },
  other: { th: 'อื่น ๆ', en: 'Other' },
};

/** Typing starts suggesting from this many letters. */
export const SUGGEST_MIN_LENGTH = 2;
/** At most this many categories, and this many places, are suggested. */
const MAX_LOCAL = 3;

/**
 * One spelling for comparing names: lower case, composed, SARA E typed twice as SARA AE, and no
 * spaces, hyphens, dots, ampersands or apostrophes, so "chiangmai", "Chiang-Mai" and "CHIANG MAI" meet.
 */
export const foldName = (text: string): string =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u0E40\u0E40/g, '\u0E41')
    .replace(/[\s\-.&'’]+/g, '');

/**
 * How well `name` answers `typed` (both folded): 2 when it starts with it (or a word of it does),
 * 1 when it holds it elsewhere, 0 when not at all.
 */
function matchScore(name: string, typed: string): number {
  const folded = foldName(name);
  if (folded.startsWith(typed)) return 2;
  if (name.split(/\s+/).some((word) => foldName(word).startsWith(typed))) return 2;
  return folded.includes(typed) ? 1 : 0;
}

/** The best score among a thing's names; ties keep the list's own order. */
function bestMatches<T>(items: readonly T[], namesOf: (item: T) => string[], typed: string): T[] {
  const folded = foldName(typed);
  if ([...folded].length < SUGGEST_MIN_LENGTH) return [];
  return items
    .map((item, index) => ({ item, index, score: Math.max(...namesOf(item).map((name) => matchScore(name, folded))) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, MAX_LOCAL)
    .map(({ item }) => item);
}

/** The categories whose Thai or English name (or key) holds what was typed, best first. */
export const matchCategories = (typed: string): IdeaCategory[] =>
  bestMatches(IDEA_CATEGORIES, (category) => [CATEGORY_NAMES[category].th, CATEGORY_NAMES[category].en], typed);

/** The provinces whose Thai or English name holds what was typed (any case, with or without spaces), best first. */
export const matchProvinces = (typed: string): ProvinceCode[] =>
  bestMatches(THAI_PROVINCES, (province) => [province.th, province.en], typed).map((province) => province.code);
