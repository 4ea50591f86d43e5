import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildAccount, buildIdea, buildIdeas, buildSignedIn } from '../../test/factories';
import { api } from '../../test/api-client';
import { ideaApi } from '@ideamatch/shared/api/idea';

let t: TestApp;
let source: { id: string };
let hiddenIdea: { id: string };

const related = async (id: string, headers: Record<string, string> = {}) => {
  const res = await api(t).call(ideaApi.related, { params: { id }, headers });
  return {
    status: res.status,
    names: res.status === 200 ? res.data.result.map((c) => c.name) : [],
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  const owner = await buildAccount(t.database.db);
  const other = await buildAccount(t.database.db);
  const gone = await buildAccount(t.database.db, { isDeactivated: true });
  source = await buildIdea(t.database.db, owner.id, {
    name: 'ร้านกาแฟบนดาดฟ้า',
    description: 'ชมวิวเมือง',
    categoryId: 'food',
  });
  await buildIdeas(t.database.db, other.id, [
    // Shares "กาแฟ" (and "coffee" through the vocabulary), other categories.
    { name: 'Coffee roasting workshop', description: 'Learn to roast', categoryId: 'peopleDevelopment', ratingAvg: 5 },
    { name: 'เครื่องชงกาแฟอัตโนมัติ', description: 'IoT', categoryId: 'technology' },
    // Shares a word and the category: first.
    { name: 'ดาดฟ้าปลูกผัก', description: 'ผักสด', categoryId: 'food' },
    // Same category only.
    { name: 'Night market noodles', description: 'Late dinner', categoryId: 'food' },
    // Nothing in common.
    { name: 'Pet taxi', description: 'Rides to the vet', categoryId: 'pet' },
    // Never shown.
    { name: 'กาแฟซ่อน', description: 'hidden', categoryId: 'food', isHidden: true },
    { name: 'กาแฟลบแล้ว', description: 'deleted', categoryId: 'food', status: -1 },
    { name: 'กาแฟสมาชิก', description: 'members', categoryId: 'food', visibility: 'members' },
  ]);
  await buildIdea(t.database.db, gone.id, { name: 'กาแฟเจ้าของปิดบัญชี', description: 'x', categoryId: 'food' });
  hiddenIdea = await buildIdea(t.database.db, owner.id, { name: 'กาแฟลับ', description: 'x', isHidden: true });
});
afterAll(() => t.close());

describe('GET /api/idea/{id}/related', () => {
  it('lists ideas sharing words (same category first), then the category, never the idea itself or hidden ones', async () => {
    const { status, names } = await related(source.id);
    expect(status).toBe(200);
    expect(names[0]).toBe('ดาดฟ้าปลูกผัก');
    expect(names.slice(1, 3).sort()).toEqual(['Coffee roasting workshop', 'เครื่องชงกาแฟอัตโนมัติ'].sort());
    expect(names[3]).toBe('Night market noodles');
    expect(names).not.toContain('ร้านกาแฟบนดาดฟ้า');
    expect(names).not.toContain('Pet taxi');
    for (const name of ['กาแฟซ่อน', 'กาแฟลบแล้ว', 'กาแฟสมาชิก', 'กาแฟเจ้าของปิดบัญชี', 'กาแฟลับ']) {
      expect(names).not.toContain(name);
    }
  });

  it('includes members-only ideas for a signed-in viewer, as the list does', async () => {
    const viewer = await buildSignedIn(t.database.db);
    expect((await related(source.id, viewer.headers)).names).toContain('กาแฟสมาชิก');
  });

  it('answers 404 for an idea the viewer may not see, and for a malformed id 400', async () => {
    expect((await related(hiddenIdea.id)).status).toBe(404);
    expect((await related('00000000-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await related('not-a-uuid')).status).toBe(400);
  });
});
