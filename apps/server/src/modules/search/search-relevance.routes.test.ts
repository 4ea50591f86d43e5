import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea } from '../../test/factories';
import { invalidateIdeaLists } from '../ideas/idea-list-cache';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
type Page = {
  data: { result: { name: string }[]; totalItems: number; correctedQuery?: string; originalQuery?: string };
};
const search = async (q: string) => {
  const res = await api(t).request({ method: 'GET', url: `${ideaApi.list.path}?q=${encodeURIComponent(q)}` });
  expect(res.status).toBe(200);
  return (res.body as Page).data;
};
const names = async (q: string) => (await search(q)).result.map((idea) => idea.name);

const DURIAN = 'ทุเรียนทอดกรอบจันทบุรี';
const KHAO_SOI = 'ร้านข้าวซอยสูตรคุณยาย';
const HUA_HIN = 'ร้านซีฟู้ดริมทะเลหัวหิน';
const TRAIN = 'Train station kiosk';
const KARAOKE = 'ร้านคาราโอเกะห้องส่วนตัว';

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildAccount(t.database.db);
  const ideas = [
    // Thai, with "durian" once, in Chanthaburi.
    [DURIAN, 'food', 'แปรรูปทุเรียนหมอนทองจากสวนในจันทบุรีเป็นทุเรียนทอด durian แท้', 'ขายหน้าร้านและออนไลน์'],
    [KHAO_SOI, 'food', 'ข้าวซอยไก่ น้ำแกงเข้มข้น ย่านนิมมาน เชียงใหม่', 'ขยายเป็นแฟรนไชส์'],
    [HUA_HIN, 'food', 'อาหารทะเลสดจากเรือประมงท้องถิ่น', 'ร่วมกับชาวประมง'],
    [TRAIN, 'food', 'Snacks for commuters at stations', 'Open early'],
    ['Farm stay weekends', 'traveling', 'Pick vegetables with the family', 'Near the city'],
    ['คาเฟ่แมว', 'pet', 'เล่นกับแมวระหว่างรอเครื่องดื่ม', 'รายละเอียดลับ quokka'],
    ['โดรนพ่นยาเกษตร', 'technology', 'บริการโดรนพ่นปุ๋ยในนาข้าว', ''],
    [KARAOKE, 'services', 'ห้องคาราโอเกะเล็กสำหรับเพื่อน จองรายชั่วโมง', ''],
    ['ทัวร์ดำน้ำเกาะเต่า', 'traveling', 'ดำน้ำตื้นรอบเกาะ', 'มีเรือดำน้ำของเราเอง'],
  ] as const;
  for (const [index, [name, categoryId, description, detail]] of ideas.entries()) {
    await buildIdea(t.database.db, owner.id, {
      name,
      categoryId,
      description,
      detail,
      visibility: name === 'คาเฟ่แมว' ? 'confidential' : 'public',
      postDate: new Date(Date.now() - index * 60_000),
    });
  }
  invalidateIdeaLists(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/idea?q= relevance', () => {
  it('finds a Thai idea from several English words when only some match, all-word matches first', async () => {
    expect(await names('durian chips')).toEqual([DURIAN]);
    expect(await names('crispy durian')).toEqual([DURIAN]);
    // "farm" matches one idea, "durian" another: both shown, neither answer is empty.
    expect(await names('durian farm')).toEqual(expect.arrayContaining([DURIAN, 'Farm stay weekends']));
  });

  it('matches a province and a town in any language and spelling; a town also by its province', async () => {
    expect(await names('chanthaburi')).toEqual([DURIAN]);
    expect(await names('chiangmai')).toEqual([KHAO_SOI]);
    expect(await names('Chiang Mai')).toEqual([KHAO_SOI]);
    expect(await names('hua hin')).toEqual([HUA_HIN]);
    expect(await names('Prachuap Khiri Khan')).toEqual([HUA_HIN]);
  });

  it('finds Thai words typed in Latin letters, in RTGS and informal spellings', async () => {
    expect(await names('khao soi')).toEqual([KHAO_SOI]);
    expect(await names('khao soy')).toEqual([KHAO_SOI]);
  });

  it('finds English word forms: farming finds farm, chip finds chips', async () => {
    // "Farm" in a title first; เกษตร (farming) in the drone idea's title after it.
    expect(await names('farming')).toEqual(['Farm stay weekends', 'โดรนพ่นยาเกษตร']);
    expect(await names('chip')).toEqual([DURIAN]);
  });

  it('corrects "durain" to durian (never "train") and says what it searched instead', async () => {
    const page = await search('durain');
    expect(page.correctedQuery).toBe('durian');
    expect(page.originalQuery).toBe('durain');
    expect(page.result.map((idea) => idea.name)).toEqual([DURIAN]);
  });

  it('corrects a typo among several words, and a Thai tone mark', async () => {
    const page = await search('durain chips');
    expect(page.correctedQuery).toBe('durian chips');
    expect(page.result.map((idea) => idea.name)[0]).toBe(DURIAN);
    expect((await search('ทุเรี่ยน')).correctedQuery).toBe('ทุเรียน');
  });

  it('finds a loanword the segmenter splits inside running text', async () => {
    expect(await names('โดรน')).toEqual(['โดรนพ่นยาเกษตร']);
    expect(await names('drone')).toEqual(['โดรนพ่นยาเกษตร']);
  });

  it('never searches the detail of a confidential idea', async () => {
    const page = await search('quokka');
    expect(page.result).toEqual([]);
    expect(page.correctedQuery).toBeUndefined();
  });

  it('finds Thai words for English words the vocabulary lacks, through the dictionary, but not in a detail', async () => {
    // "karaoke" is not a curated word: LEXiTRON gives คาราโอเกะ.
    expect(await names('karaoke')).toEqual([KARAOKE]);
    // "submarine" is เรือดำน้ำ, which this dive tour mentions only in passing, in its detail.
    const submarine = await search('submarine');
    expect(submarine.result).toEqual([]);
  });

  it('corrects an English typo to a dictionary word only when no word of the ideas or vocabulary is close', async () => {
    const typo = await search('karoke');
    expect(typo.correctedQuery).toBe('karaoke');
    expect(typo.result.map((idea) => idea.name)).toEqual([KARAOKE]);
  });
});
