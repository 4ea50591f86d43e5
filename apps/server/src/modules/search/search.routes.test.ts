import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas, buildSignedIn } from '../../test/factories';
import { invalidateIdeaLists } from '../ideas/idea-list-cache';
import { backfillIdeaSearch } from './search-backfill';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
type Page = {
  data: {
    result: { name: string }[];
    totalItems: number;
    suggestion?: string;
    correctedQuery?: string;
    originalQuery?: string;
    popularCategories?: string[];
  };
};

const search = async (q: string, extra = '') => {
  const res = await api(t).request({ method: 'GET', url: `${ideaApi.list.path}?q=${encodeURIComponent(q)}${extra}` });
  return { status: res.status, body: res.body as Page };
};
const names = async (q: string, extra = '') => (await search(q, extra)).body.data.result.map((idea) => idea.name);

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildAccount(t.database.db);
  await buildIdeas(t.database.db, owner.id, [
    { name: 'ร้านกาแฟบนดาดฟ้าย่านสีลม', description: 'ที่นั่งชมวิวสำหรับคนทำงาน', categoryId: 'food', ratingAvg: 4 },
    { name: 'คาเฟ่แมวในเชียงใหม่', description: 'เล่นกับแมวระหว่างรอเครื่องดื่ม', categoryId: 'pet', ratingAvg: 3 },
    { name: 'Coffee cart co-op', description: 'Shared carts for office towers', categoryId: 'food', ratingAvg: 2 },
    { name: 'แอปจองคิวร้านตัดผม', description: 'Booking app สำหรับบาร์เบอร์', categoryId: 'technology' },
    { name: 'Solar rooftop co-op', description: 'Shared solar panels for townhouses', categoryId: 'environment' },
    // Ranking: the same word in the title, the category and the description.
    {
      name: 'Mango sticky rice kiosk',
      description: 'Dessert stands at BTS stations',
      categoryId: 'food',
      ratingAvg: 1,
    },
    {
      name: 'Farm stay weekends',
      description: 'Pick mango with the family, sleep over',
      categoryId: 'traveling',
      ratingAvg: 5,
    },
    { name: 'Hidden mango idea', description: 'mango', categoryId: 'food', isHidden: true },
    // Exact word over substring: "pet" is a word here and only inside "carpet" there.
    {
      name: 'Carpet cleaning on call',
      description: 'Steam carpets at home',
      categoryId: 'healthyAndBeauty',
      ratingAvg: 5,
    },
    { name: 'Pet taxi', description: 'Rides to the vet', categoryId: 'pet', ratingAvg: 1 },
    { name: 'ร้านข้าวขาหมูขายเดลิเวอรี่เท่านั้น', description: 'ขายผ่านแอป', categoryId: 'food', ratingAvg: 2 },
  ]);
});
afterAll(() => t.close());

describe('GET /api/idea?q= (Thai-first search)', () => {
  it('finds Thai words inside unspaced Thai text, and substrings of them', async () => {
    // "ดาดฟ้า" also finds "rooftop" (vocabulary); the Thai title ranks first.
    expect(await names('ดาดฟ้า')).toEqual(['ร้านกาแฟบนดาดฟ้าย่านสีลม', 'Solar rooftop co-op']);
    expect(await names('ดฟ้')).toEqual(['ร้านกาแฟบนดาดฟ้าย่านสีลม']);
  });

  it('meets English and Thai through the vocabulary, both ways', async () => {
    expect(await names('cafe')).toEqual(['คาเฟ่แมวในเชียงใหม่']);
    expect(await names('coffee')).toEqual(expect.arrayContaining(['ร้านกาแฟบนดาดฟ้าย่านสีลม', 'Coffee cart co-op']));
    expect(await names('กาแฟ')).toEqual(expect.arrayContaining(['ร้านกาแฟบนดาดฟ้าย่านสีลม', 'Coffee cart co-op']));
    expect(await names('คอฟฟี่')).toContain('Coffee cart co-op');
    expect(await names('barber')).toEqual(['แอปจองคิวร้านตัดผม']);
    expect(await names('rooftop')).toEqual(expect.arrayContaining(['ร้านกาแฟบนดาดฟ้าย่านสีลม', 'Solar rooftop co-op']));
  });

  it('finds a Thai transliteration inside a longer Thai text from its English word', async () => {
    expect(await names('delivery')).toEqual(['ร้านข้าวขาหมูขายเดลิเวอรี่เท่านั้น']);
    expect(await names('เดลิเวอรี่')).toEqual(['ร้านข้าวขาหมูขายเดลิเวอรี่เท่านั้น']);
    expect(await names('กาเเฟ')).toContain('ร้านกาแฟบนดาดฟ้าย่านสีลม');
  });

  it('folds case, width, accents and invisible characters in the query', async () => {
    // Both words first; ideas with one of them after it.
    expect((await names('ＣＯＦＦＥＥ cart'))[0]).toBe('Coffee cart co-op');
    expect(await names('Café')).toEqual(['คาเฟ่แมวในเชียงใหม่']);
    expect(await names('กา\u200Bแฟ')).toContain('ร้านกาแฟบนดาดฟ้าย่านสีลม');
  });

  it('finds a category by its Thai or English name', async () => {
    expect(await names('สัตว์เลี้ยง')).toEqual(expect.arrayContaining(['คาเฟ่แมวในเชียงใหม่', 'Pet taxi']));
  });

  it('ranks title over category over description, whatever the rating', async () => {
    expect(await names('mango')).toEqual(['Mango sticky rice kiosk', 'Farm stay weekends']);
    // "food": only as a category of these ideas; "dessert" in a description.
    expect((await names('dessert'))[0]).toBe('Mango sticky rice kiosk');
  });

  it('ranks a whole word over the same letters inside another word', async () => {
    expect(await names('pet')).toEqual(['Pet taxi', 'คาเฟ่แมวในเชียงใหม่', 'Carpet cleaning on call']);
  });

  it('keeps the asked order when sortBy is given', async () => {
    expect(await names('mango', '&sortBy=4')).toEqual(['Farm stay weekends', 'Mango sticky rice kiosk']);
  });

  it('finds through a one- or two-letter typo and says which spelling it used', async () => {
    const english = await search('cofee');
    expect(english.body.data.correctedQuery).toBe('coffee');
    expect(english.body.data.result.map((idea) => idea.name)).toContain('Coffee cart co-op');
    const long = await search('rooftopp solr');
    expect(long.body.data.correctedQuery).toBe('rooftop solar');
    expect(long.body.data.result.map((idea) => idea.name)[0]).toBe('Solar rooftop co-op');
    expect(long.body.data.originalQuery).toBe('rooftopp solr');
    const thai = await search('ดาดฟา');
    expect(thai.body.data.correctedQuery).toBe('ดาดฟ้า');
    expect(thai.body.data.result.map((idea) => idea.name)[0]).toBe('ร้านกาแฟบนดาดฟ้าย่านสีลม');
  });

  it('offers popular categories and no results when nothing is close', async () => {
    const { status, body } = await search('zzqxw');
    expect(status).toBe(200);
    expect(body.data.result).toEqual([]);
    expect(body.data.suggestion).toBeUndefined();
    expect(body.data.popularCategories?.[0]).toBe('food');
  });

  it('answers wildcard, escape and regex characters with 200, and an overlong query with 400', async () => {
    for (const q of ['%', '_', '\\', '%_%', "'", '.*', '(a|b', '[', '^$', ':*', '!&|', 'ร้าน\\%']) {
      const { status } = await search(q);
      expect(status, q).toBe(200);
    }
    expect((await search('%')).body.data.result).toEqual([]);
    const res = await api(t).call(ideaApi.list, { query: { q: 'ก'.repeat(500) } });
    expect(res.status).toBe(400);
  });

  it('never shows hidden ideas', async () => {
    expect(await names('hidden')).toEqual([]);
  });

  it('fills in the words of ideas written before search existed (backfill at start)', async () => {
    const owner = await buildAccount(t.database.db);
    const old = await buildIdea(t.database.db, owner.id, {
      name: 'ฟาร์มไฮโดรโปนิกส์บนตึก',
      description: 'ผักสด',
      categoryId: 'environment',
    });
    await t.database.db.update(ideas).set({ searchVector: null }).where(eq(ideas.id, old.id));
    invalidateIdeaLists(t.database.db);
    // Its category's words are only in the vector; its own text is still found as a substring meanwhile.
    expect(await names('สิ่งแวดล้อม')).not.toContain('ฟาร์มไฮโดรโปนิกส์บนตึก');
    expect(await names('ไฮโดร')).toEqual(['ฟาร์มไฮโดรโปนิกส์บนตึก']);
    expect(await backfillIdeaSearch(t.database.db)).toBe(1);
    invalidateIdeaLists(t.database.db);
    expect(await names('สิ่งแวดล้อม')).toContain('ฟาร์มไฮโดรโปนิกส์บนตึก');
    expect(await backfillIdeaSearch(t.database.db)).toBe(0);
  });

  it('remakes the words when the owner renames the idea', async () => {
    const owner = await buildSignedIn(t.database.db);
    const idea = await buildIdea(t.database.db, owner.account.id, {
      name: 'Durian delivery',
      description: 'Fresh fruit',
    });
    await api(t)
      .as(owner)
      .call(ideaApi.update, { params: { id: idea.id }, body: { name: 'ทุเรียนส่งถึงบ้าน' } });
    invalidateIdeaLists(t.database.db);
    expect(await names('durian')).toEqual(['ทุเรียนส่งถึงบ้าน']);
  });
});
