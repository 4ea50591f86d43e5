import { IDEA_CATEGORIES } from '@ideamatch/shared/constants';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import th from '../../../locales/th.json';
import { CATEGORY_NAMES, matchCategories, matchProvinces } from './search-suggestions';

describe('search as you type: categories and provinces', () => {
  it('names each category as the locale files do', () => {
    for (const category of IDEA_CATEGORIES) {
      expect(CATEGORY_NAMES[category]).toEqual({ th: th.categories[category], en: en.categories[category] });
    }
  });

  it('finds a category by its Thai or English name, any case, from two letters', () => {
    expect(matchCategories('FOOD')).toEqual(['food']);
    expect(matchCategories('อาหาร')).toEqual(['food']);
    expect(matchCategories('beauty')).toEqual(['healthyAndBeauty']);
    expect(matchCategories('ท่องเที่ยว')).toEqual(['traveling']);
    expect(matchCategories('f')).toEqual([]);
  });

  it('finds a province in Thai and English, with or without spaces, names that start with it first', () => {
    expect(matchProvinces('chiangmai')[0]).toBe('chiangMai');
    expect(matchProvinces('Chiang Mai')[0]).toBe('chiangMai');
    expect(matchProvinces('CHIANG-MAI')[0]).toBe('chiangMai');
    expect(matchProvinces('เชียงใหม่')).toEqual(['chiangMai']);
    expect(matchProvinces('chiang')).toEqual(['chiangMai', 'chiangRai']);
    expect(matchProvinces('เชียง')).toEqual(['chiangMai', 'chiangRai']);
    // "Thani" starts a word of Pathum Thani, Surat Thani… before names that merely hold it.
    expect(matchProvinces('thani')).toHaveLength(3);
    expect(matchProvinces('เเพร่')).toEqual(['phrae']);
    expect(matchProvinces('zz')).toEqual([]);
  });
});
