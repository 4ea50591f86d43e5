import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_QUESTION_IDS } from '@ideamatch/shared';
import { accountCenterApi } from '@ideamatch/shared/api/account-center';
import { partnerApi } from '@ideamatch/shared/api/partner';
import { api } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { readZip } from '../../test/zip';
import { buildPerson, type Person } from './partner.test-helpers';

let t: TestApp;
let nok: Person;
let krit: Person;

/** Two people connected as partners through the API. */
async function connect(a: Person, b: Person) {
  const requestId = (
    await api(t)
      .as(a)
      .call(partnerApi.request, { body: { accountId: b.account.id } })
  ).data.requestId!;
  await api(t)
    .as(b)
    .call(partnerApi.accept, { params: { id: requestId } });
}

beforeEach(async () => {
  t = await buildTestApp();
  nok = await buildPerson(t.database.db, { firstName: 'Nok' });
  krit = await buildPerson(t.database.db, { firstName: 'Krit' });
});
afterEach(() => t.close());

const questionsOf = (viewer: Person, other: Person) =>
  api(t)
    .as(viewer)
    .call(partnerApi.questions, { params: { accountId: other.account.id } });
const answer = (viewer: Person, other: Person, questionId: string, choice: string, note = '') =>
  api(t)
    .as(viewer)
    .send(partnerApi.answerQuestion, {
      params: { accountId: other.account.id, questionId },
      body: { choice, note },
    });

describe('questions to agree on', () => {
  it('are only for partners', async () => {
    const stranger = await buildPerson(t.database.db);
    expect((await questionsOf(nok, krit)).body).toMatchObject({ statusCode: 404, errorCode: 'PARTNER_NOT_CONNECTED' });
    expect((await answer(nok, krit, 'equity', 'equal')).status).toBe(404);
    expect((await questionsOf(nok, nok)).body).toMatchObject({ errorCode: 'PARTNER_SELF' });
    await connect(nok, krit);
    expect((await questionsOf(stranger, krit)).status).toBe(404);
    expect((await api(t).call(partnerApi.questions, { params: { accountId: krit.account.id } })).status).toBe(401);
  });

  it('keeps each answer private until both answered, then marks agreements and differences', async () => {
    await connect(nok, krit);
    const fresh = (await questionsOf(nok, krit)).data;
    expect(fresh.questions.map((question) => question.id)).toEqual(PARTNER_QUESTION_IDS);
    expect(fresh.questions.length).toBeGreaterThanOrEqual(10);
    expect(fresh.questions.every((question) => question.status === 'open')).toBe(true);

    expect((await answer(nok, krit, 'equity', 'equal', 'Fifty-fifty, we both quit our jobs')).status).toBe(200);
    // Krit sees that Nok answered, not what.
    const waiting = (await questionsOf(krit, nok)).data.questions.find((question) => question.id === 'equity')!;
    expect(waiting).toMatchObject({ status: 'waitingForYou', hasTheirs: true, mine: null, theirs: null });

    const reply = (await answer(krit, nok, 'equity', 'byContribution')).body;
    expect(reply).toMatchObject({
      data: {
        id: 'equity',
        status: 'differ',
        mine: { choice: 'byContribution', note: '' },
        theirs: { choice: 'equal', note: 'Fifty-fifty, we both quit our jobs' },
      },
    });
    await answer(nok, krit, 'ip', 'company');
    await answer(krit, nok, 'ip', 'company');
    const side = (await questionsOf(nok, krit)).data;
    expect(side).toMatchObject({ agreed: 1, differ: 1, isConnected: true });
    expect(side.questions.find((question) => question.id === 'ip')).toMatchObject({
      status: 'agree',
      mine: { choice: 'company' },
      theirs: { choice: 'company' },
    });
  });

  it('refuses a choice the question does not offer, with a clear 400', async () => {
    await connect(nok, krit);
    const bad = await answer(nok, krit, 'equity', 'company');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ details: [{ field: 'choice', code: 'PARTNER_ANSWER_UNKNOWN_CHOICE' }] });
    expect((await answer(nok, krit, 'favouriteColour', 'blue')).status).toBe(400);
  });

  it('stays readable after the partnership ends, and is deleted once both wish it', async () => {
    await connect(nok, krit);
    await answer(nok, krit, 'vesting', 'fourYearsOneCliff');
    await answer(krit, nok, 'vesting', 'fourYearsOneCliff');
    const wish = (viewer: Person, other: Person, wanted: boolean) =>
      api(t)
        .as(viewer)
        .call(partnerApi.questionsDeletion, { params: { accountId: other.account.id }, body: { wanted } });
    // Nok wishes it while they are partners: nothing goes yet.
    expect((await wish(nok, krit, true)).data).toEqual({ mine: true, theirs: false, isDeleted: false });
    await api(t)
      .as(krit)
      .call(partnerApi.disconnect, { params: { accountId: nok.account.id } });
    const after = (await questionsOf(krit, nok)).data;
    expect(after).toMatchObject({ isConnected: false, agreed: 1, deletion: { mine: false, theirs: true } });
    // No new answers once the partnership ended.
    expect((await answer(krit, nok, 'ip', 'company')).status).toBe(404);
    // Krit's wish is the second: the answers go.
    expect((await wish(krit, nok, true)).data).toEqual({ mine: true, theirs: true, isDeleted: true });
    expect((await questionsOf(nok, krit)).status).toBe(404);
  });

  it('deletes them at the disconnect when both wished it before', async () => {
    await connect(nok, krit);
    await answer(nok, krit, 'pay', 'reinvest');
    for (const [viewer, other] of [
      [nok, krit],
      [krit, nok],
    ] as const) {
      await api(t)
        .as(viewer)
        .call(partnerApi.questionsDeletion, { params: { accountId: other.account.id }, body: { wanted: true } });
    }
    expect((await questionsOf(nok, krit)).data.deletion).toEqual({ mine: true, theirs: true });
    await api(t)
      .as(nok)
      .call(partnerApi.disconnect, { params: { accountId: krit.account.id } });
    expect((await questionsOf(krit, nok)).status).toBe(404);
  });

  it('puts my own answers in my data export, not my partner’s', async () => {
    await connect(nok, krit);
    await answer(nok, krit, 'decisions', 'bothForBigOnes', 'Hiring and money together');
    await answer(krit, nok, 'decisions', 'leaderDecides');
    const files = await readZip((await api(t).as(nok).call(accountCenterApi.exportData)).raw.rawPayload);
    const exported = JSON.parse(files.get('partner-questions.json')!.toString('utf8')) as {
      answers: { partnerUsername: string; questionId: string; choice: string; note: string }[];
    };
    expect(exported.answers).toEqual([
      expect.objectContaining({
        partnerUsername: krit.account.username,
        questionId: 'decisions',
        choice: 'bothForBigOnes',
        note: 'Hiring and money together',
      }),
    ]);
  });
});
