import { describe, expect, it } from 'vitest';
import { resolveLegalLanguage } from './resolve-legal-language';

describe('resolveLegalLanguage', () => {
  it.each([
    ['EN', 'EN'],
    ['en', 'EN'],
    ['en-US', 'EN'],
    ['TH', 'TH'],
    ['th', 'TH'],
    ['th-TH', 'TH'],
  ] as const)('reads %s as %s', (language, expected) => {
    expect(resolveLegalLanguage(language)).toBe(expected);
  });

  it.each([undefined, '', 'fr', 'cimode'])('falls back to Thai for %s', (language) => {
    expect(resolveLegalLanguage(language)).toBe('TH');
  });
});
