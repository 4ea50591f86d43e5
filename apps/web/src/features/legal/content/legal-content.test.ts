import { describe, expect, it } from 'vitest';
import { LEGAL_LABELS } from './labels';
import { privacyPolicy } from './privacy-policy';
import { termsOfService } from './terms-of-service';
import type { LegalDocument, LegalDocumentSet } from './types';

const DOCUMENTS: [string, LegalDocumentSet][] = [
  ['terms of service', termsOfService],
  ['privacy policy', privacyPolicy],
];

const sectionIds = (document: LegalDocument): string[] => document.sections.map(({ id }) => id);

/** Every piece of text of a document, in reading order. */
const allText = (document: LegalDocument): string[] => [
  document.title,
  document.effectiveDate,
  document.intro,
  ...document.sections.flatMap(({ heading, paragraphs, items = [] }) => [heading, ...paragraphs, ...items]),
];

const THAI_LETTER = /[\u0E01-\u0E5B]/;

describe.each(DOCUMENTS)('%s', (_name, { TH, EN }) => {
  it('has the same section ids in the same order in Thai and English', () => {
    expect(sectionIds(TH)).toEqual(sectionIds(EN));
  });

  it('uses each section id once, as a valid anchor', () => {
    const ids = sectionIds(TH);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it.each([
    ['TH', TH],
    ['EN', EN],
  ])('has no empty text in %s', (_language, document) => {
    expect(document.sections.length).toBeGreaterThan(0);
    for (const section of document.sections) {
      expect(section.paragraphs.length, section.id).toBeGreaterThan(0);
      if (section.items) expect(section.items.length, section.id).toBeGreaterThan(0);
    }
    for (const text of allText(document)) expect(text.trim()).not.toBe('');
  });

  it('writes the Thai version in Thai and the English version in English', () => {
    expect(TH.title).toMatch(THAI_LETTER);
    expect(TH.intro).toMatch(THAI_LETTER);
    expect(EN.title).not.toMatch(THAI_LETTER);
    for (const text of allText(EN)) expect(text).not.toMatch(THAI_LETTER);
  });

  it('is effective from 21 November 2026 (B.E. 2569)', () => {
    expect(EN.effectiveDate).toBe('21 November 2026');
    expect(TH.effectiveDate).toBe('21 พฤศจิกายน 2569');
  });

  it('gives the same contact addresses in both languages', () => {
    const emails = (document: LegalDocument) =>
      [
        ...allText(document)
          .join(' ')
          .matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g),
      ]
        .map(([email]) => email)
        .sort();
    expect(emails(TH)).toEqual(emails(EN));
  });
});

describe('privacy policy', () => {
  const rightsText = (document: LegalDocument): string => {
    const section = document.sections.find(({ id }) => id === 'exercising-rights');
    return [...(section?.paragraphs ?? []), ...(section?.items ?? [])].join('\n');
  };

  it('tells people how to export and delete their data, in English', () => {
    const text = rightsText(privacyPolicy.EN);
    expect(text).toMatch(/export/i);
    expect(text).toMatch(/account deletion|delete your account/i);
  });

  it('tells people how to export and delete their data, in Thai', () => {
    const text = rightsText(privacyPolicy.TH);
    expect(text).toContain('ส่งออกข้อมูล');
    expect(text).toContain('ลบบัญชี');
  });

  it.each([
    ['TH', privacyPolicy.TH],
    ['EN', privacyPolicy.EN],
  ])('names the controller, the DPO and the regulator in %s', (_language, document) => {
    const text = allText(document).join('\n');
    expect(text).toContain('privacy@ideamatch.example');
    expect(text).toContain('dpo@ideamatch.example');
    expect(text).toContain('https://www.pdpc.or.th');
  });
});

describe('legal labels', () => {
  it('exist for both languages', () => {
    for (const labels of Object.values(LEGAL_LABELS)) {
      expect(labels.contents.trim()).not.toBe('');
      expect(labels.effectiveDate.trim()).not.toBe('');
    }
  });
});
