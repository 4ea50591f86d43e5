import type { Language } from '@ideamatch/shared';

/** One numbered section of a legal document; `id` is its anchor in the page. */
export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  items?: string[];
};

/**
 * A legal page in one language. Text is plain: e-mail addresses, https links and `code` spans
 * written in backticks are turned into links and code when rendered.
 */
export type LegalDocument = {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
};

/** The Thai and English versions of one document; both have the same section ids in order. */
export type LegalDocumentSet = Record<Language, LegalDocument>;

/** Interface words around a document that are not part of its text. */
export type LegalLabels = {
  effectiveDate: string;
  contents: string;
};
