import { sql, type SQL } from 'drizzle-orm';
import { type IDEA_CATEGORIES } from '@ideamatch/shared';
import { segmentedText } from './normalize';

type IdeaCategory = (typeof IDEA_CATEGORIES)[number];

/** A category's words in both languages, so "food" and "อาหาร" both find its ideas. */
export const CATEGORY_WORDS: Record<IdeaCategory, string> = {
  technology: 'technology tech เทคโนโลยี',
  franchise: 'franchise แฟรนไชส์',
  food: 'food อาหาร',
  healthyAndBeauty: 'health beauty สุขภาพ ความงาม',
  onlineShop: 'online shop ร้านค้าออนไลน์',
  peopleDevelopment: 'people development การพัฒนาบุคคล',
  traveling: 'travel traveling การท่องเที่ยว',
  environment: 'environment สิ่งแวดล้อม',
  pet: 'pet สัตว์เลี้ยง',
};

/** What an idea is searched by: its title, its category (and later tags), its description. */
export type IdeaSearchDocument = { name: string; categoryId: string; description: string };

/** `to_tsvector('simple', …)` of already-segmented words with one weight. */
const weighted = (text: string, weight: 'A' | 'B' | 'C' | 'D'): SQL =>
  sql`setweight(to_tsvector('simple', ${text}), ${sql.raw(`'${weight}'`)})`;

/**
 * The `search_vector` value of an idea: name weighted A, category B, description C. The words are
 * segmented here (PostgreSQL cannot split Thai), with the same function that splits queries.
 * Comments (weight D) are left out: re-segmenting an idea on every comment costs more than it finds.
 */
export function ideaSearchVector(doc: IdeaSearchDocument): SQL {
  const category = CATEGORY_WORDS[doc.categoryId as IdeaCategory] ?? doc.categoryId;
  return sql`(${weighted(segmentedText(doc.name), 'A')} || ${weighted(segmentedText(category), 'B')} || ${weighted(
    segmentedText(doc.description),
    'C',
  )})`;
}

/** Idea values with their `searchVector`, for every insert of ideas (app, seeds, tests). */
export const withSearchVector = <T extends IdeaSearchDocument>(values: T): T & { searchVector: SQL } => ({
  ...values,
  searchVector: ideaSearchVector(values),
});
