import type { SuggestionReason } from '@ideamatch/shared';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { reasonLines } from './reason-line';

beforeAll(() => changeLanguage('EN'));

describe('reasonLines', () => {
  it('always says an investor’s ticket, even past the three strongest reasons that matched', () => {
    const reasons: SuggestionReason[] = [
      { kind: 'oneSided', direction: 'theyFitYou' },
      { kind: 'sharedIndustries', industries: ['food'] },
      { kind: 'sharedLanguages', languages: ['th'] },
      { kind: 'theyWantYourIntent', intent: 'haveIdea' },
      { kind: 'intent', intent: 'invest' },
      { kind: 'ticket', min: 300_000, max: 2_000_000 },
      { kind: 'missed', whose: 'yours', criterion: 'roles' },
    ];
    const lines = reasonLines(reasons, i18n.t.bind(i18n), 'en', 'Wipa');
    expect(lines.map((line) => line.tone)).toEqual(['warning', 'met', 'met', 'met', 'met', 'unmet']);
    expect(lines[4]!.text).toMatch(/^Invests .*300,000.*2,000,000.* per venture$/);
  });
});
