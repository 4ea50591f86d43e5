import { execFile } from 'node:child_process';
import { createHash, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ideaApi } from '@ideamatch/shared/api/idea';
import { proofApi } from '@ideamatch/shared/api/proof';
import type { IdeaProof, IdeaProofVersion } from '@ideamatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { buildIdea, buildSignedIn } from '../../test/factories';
import { as, createConfidentialIdea } from '../idea-access/idea-access.test-helpers';
import { readStoredFile } from '../storage/stored-file';
import { canonicalJson } from './canonical-json';
import { proofSigningKey } from './proof-key';
import { ideaVersions } from '../../db/schema/index';

const run = promisify(execFile);
const VERIFY_SCRIPT = fileURLToPath(new URL('../../../../../scripts/verify-idea-proof.mjs', import.meta.url));

let t: TestApp;
let owner: Awaited<ReturnType<typeof buildSignedIn>>;
let idea: Awaited<ReturnType<typeof createConfidentialIdea>>;
const scratch = mkdtempSync(join(tmpdir(), 'ideamatch-proof-'));

beforeAll(async () => {
  t = await buildTestApp();
  owner = await buildSignedIn(t.database.db, { firstName: 'มาลี', lastName: 'ใจดี' });
  idea = await createConfidentialIdea(t, owner);
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const proofOf = async (): Promise<IdeaProof> =>
  (await as(t, owner)(proofApi.ofIdea, { params: { id: idea.id } })).json().data;

/** Ed25519 verification with nothing but node:crypto and the published key, as anyone would. */
const isSigned = (version: Pick<IdeaProofVersion, 'sha256' | 'signedAt' | 'signature'>, x: string) =>
  verify(
    null,
    Buffer.from(`${version.sha256}.${version.signedAt}`, 'utf8'),
    createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' }),
    Buffer.from(version.signature, 'base64url'),
  );
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Runs the documented offline check on a proof file; its exit code and what it printed. */
async function verifyOffline(proof: unknown) {
  const file = join(scratch, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(proof));
  try {
    const { stdout } = await run(process.execPath, [VERIFY_SCRIPT, file]);
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('proof of authorship', () => {
  it('publishes the Ed25519 key to anyone, as an OKP JWK and as raw bytes', async () => {
    const res = await as(t)(proofApi.key);
    expect(res.statusCode).toBe(200);
    const key = res.json().data;
    expect(key).toMatchObject({ alg: 'EdDSA', jwk: { kty: 'OKP', crv: 'Ed25519', kid: key.kid } });
    expect(Buffer.from(key.raw, 'base64url')).toHaveLength(32);
    expect(key.jwk.x).toBe(key.raw);
  });

  it('signs the first saved version: SHA-256 of the canonical content, the time, and the signature', async () => {
    const proof = await proofOf();
    expect(proof.versions).toHaveLength(1);
    const [first] = proof.versions;
    expect(first!.version).toBe(1);
    expect(first!.signedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first!.signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(sha256(first!.content)).toBe(first!.sha256);
    expect(isSigned(first!, proof.publicKey.raw)).toBe(true);
    // The content is the idea itself, each image by the SHA-256 of its stored bytes, in canonical form.
    const content = JSON.parse(first!.content);
    const images = await Promise.all(
      [idea.cover, idea.second].map(async (key) => sha256((await readStoredFile(t.database.db, t.app.storage, key))!)),
    );
    expect(content).toEqual({
      format: 2,
      ideaId: idea.id,
      authorAccountId: owner.account.id,
      achievements: ['SECRET-ACHIEVEMENT-7731'],
      businessModel: 'SECRET-MODEL-7731',
      description: 'Compostable food boxes pressed from lotus leaves',
      detail: 'The press recipe: SECRET-DETAIL-7731',
      images,
      name: 'Lotus leaf packaging',
    });
    expect(canonicalJson(content)).toBe(first!.content);
  });

  it('adds a version for each edit of the content and keeps the old ones verifiable', async () => {
    const edit = (body: Record<string, unknown>) => as(t, owner)(ideaApi.update, { params: { id: idea.id }, body });
    await edit({ detail: 'The press recipe, revised' });
    await edit({ categoryId: 'environment' });
    const proof = await proofOf();
    expect(proof.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(JSON.parse(proof.versions[1]!.content).detail).toBe('The press recipe, revised');
    for (const version of proof.versions) expect(isSigned(version, proof.publicKey.raw)).toBe(true);
    expect(proof.versions[0]!.sha256).not.toBe(proof.versions[1]!.sha256);
  });

  it('fails verification when a single byte is changed, with the documented command as with node:crypto', async () => {
    const proof = await proofOf();
    expect(await verifyOffline({ data: proof })).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('OK   version 2'),
    });

    const [version] = proof.versions;
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'a' ? 'b' : 'a'}${text.slice(at + 1)}`;
    const tamperedContent = { ...version!, content: version!.content.replace('Lotus', 'Lotos') };
    const tamperedHash = { ...version!, sha256: flip(version!.sha256, 10) };
    const tamperedTime = {
      ...version!,
      signedAt: version!.signedAt.replace(/\d(?=Z$)/, (d) => String((Number(d) + 1) % 10)),
    };
    expect(isSigned(tamperedHash, proof.publicKey.raw)).toBe(false);
    expect(isSigned(tamperedTime, proof.publicKey.raw)).toBe(false);
    for (const tampered of [tamperedContent, tamperedHash, tamperedTime]) {
      const result = await verifyOffline({ publicKey: proof.publicKey, versions: [tampered] });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('FAIL version 1');
    }
  });

  it('attack: the original’s signature does not fit a word-for-word copy by someone else', async () => {
    const copier = await buildSignedIn(t.database.db);
    const original = await createConfidentialIdea(t, owner, { name: 'Rice husk bricks' });
    const copy = await createConfidentialIdea(t, copier, { name: 'Rice husk bricks' });
    const proofs = async (id: string, who: typeof owner): Promise<IdeaProof> =>
      (await as(t, who)(proofApi.ofIdea, { params: { id } })).json().data;
    const [mine] = (await proofs(original.id, owner)).versions;
    const copied = await proofs(copy.id, copier);
    const [theirs] = copied.versions;
    // Same words, same images: only the idea and the author differ, and the hash with them.
    const { ideaId: a, authorAccountId: x, ...mineRest } = JSON.parse(mine!.content);
    const { ideaId: b, authorAccountId: y, ...theirsRest } = JSON.parse(theirs!.content);
    expect(mineRest).toEqual(theirsRest);
    expect([a, x]).toEqual([original.id, owner.account.id]);
    expect([b, y]).toEqual([copy.id, copier.account.id]);
    expect(theirs!.sha256).not.toBe(mine!.sha256);
    // The copier presents the original's signature and time on their copy: it fails.
    const forged = { ...theirs!, signature: mine!.signature, signedAt: mine!.signedAt };
    expect(isSigned(forged, copied.publicKey.raw)).toBe(false);
    const result = await verifyOffline({ ...copied, versions: [forged] });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('FAIL version 1');
    // Or the original's whole version under the copy's id: it names another idea.
    const renamed = await verifyOffline({ ...copied, versions: [mine] });
    expect(renamed.code).toBe(1);
    expect(renamed.stdout).toContain('the content names another idea');
    const genuine = await verifyOffline({ data: copied });
    expect(genuine.stdout).toContain(`format 2, idea ${copy.id} by account ${copier.account.id}`);
  });

  it('keeps a version signed before proofs named the idea verifiable as what it was', async () => {
    // Stored directly, as before proofs existed: no version yet.
    const older = await buildIdea(t.database.db, owner.account.id, {
      name: 'Older idea',
      description: 'Written before',
      detail: 'Old detail',
    });
    // A version in the first format, signed then: the content names neither the idea nor its author.
    const content = canonicalJson({
      achievements: [],
      businessModel: null,
      description: 'Written before',
      detail: 'Old detail',
      images: [],
      name: 'Older idea',
    });
    const hash = sha256(content);
    const signedAt = '2025-01-02T03:04:05.000Z';
    const key = await proofSigningKey(t.database.db);
    await t.database.db.insert(ideaVersions).values({
      ideaId: older.id,
      version: 1,
      sha256: hash,
      signedAt,
      signature: sign(null, Buffer.from(`${hash}.${signedAt}`), key.privateKey).toString('base64url'),
      keyId: key.publicKey.kid,
      content,
    });
    const proof = (await as(t, owner)(proofApi.ofIdea, { params: { id: older.id } })).json().data as IdeaProof;
    // The old version is listed unchanged; opening the proofs signs the idea as it is now, in format 2.
    expect(proof.versions.map((v) => v.version)).toEqual([1, 2]);
    expect(proof.versions[0]).toMatchObject({ sha256: hash, signedAt, content });
    expect(JSON.parse(proof.versions[1]!.content)).toMatchObject({ format: 2, ideaId: older.id });
    const checked = await verifyOffline({ data: proof });
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain('OK   version 1');
    expect(checked.stdout).toMatch(/OK {3}version 1: .*format 1\n/);
    const certificate = await as(t, owner)(proofApi.certificate, { params: { id: older.id, version: 1 } });
    expect(certificate.statusCode).toBe(200);
  });

  it('is the owner’s only', async () => {
    const stranger = await buildSignedIn(t.database.db);
    expect((await as(t, stranger)(proofApi.ofIdea, { params: { id: idea.id } })).statusCode).toBe(403);
    expect((await as(t)(proofApi.ofIdea, { params: { id: idea.id } })).statusCode).toBe(401);
    const certificate = as(t, stranger)(proofApi.certificate, { params: { id: idea.id, version: 1 } });
    expect((await certificate).statusCode).toBe(403);
  });

  it('gives the owner a certificate of a version as a PDF, in Thai or English', async () => {
    for (const lang of ['th', 'en']) {
      const res = await as(t, owner)(proofApi.certificate, { params: { id: idea.id, version: 1 }, query: { lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="ideamatch-proof-${idea.id.slice(0, 8)}-v1-${lang}.pdf"`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const missing = await as(t, owner)(proofApi.certificate, { params: { id: idea.id, version: 9 } });
    expect(missing.statusCode).toBe(404);
  });

  it('tells any reader when the idea was registered, checked, without the content', async () => {
    const proof = await proofOf();
    const latest = proof.versions.at(-1)!;
    const stranger = await buildSignedIn(t.database.db);
    for (const reader of [stranger, undefined]) {
      const res = await as(t, reader)(proofApi.summary, { params: { id: idea.id } });
      expect(res.statusCode).toBe(200);
      const summary = res.json().data;
      expect(summary).toMatchObject({
        ideaId: idea.id,
        isRegistered: true,
        registeredAt: proof.versions[0]!.signedAt,
        lastSignedAt: latest.signedAt,
        versionCount: proof.versions.length,
        isVerified: true,
        latest: { version: latest.version, sha256: latest.sha256, signature: latest.signature },
      });
      // The content may hold the confidential part: a reader gets its hash only.
      expect(summary.latest).not.toHaveProperty('content');
    }
    const unknown = await as(t)(proofApi.summary, { params: { id: '00000000-0000-7000-8000-000000000000' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('verifies a pasted proof, and the version a certificate carries, for anyone; and catches a change', async () => {
    const proof = await proofOf();
    const verifyAs = (body: object) => as(t)(proofApi.verify, { body });
    const whole = (await verifyAs({ ideaId: proof.ideaId, versions: proof.versions })).json().data;
    expect(whole.isValid).toBe(true);
    expect(
      whole.versions.every(
        (v: { isSignatureValid: boolean; contentMatches: boolean; isOnRecord: boolean }) =>
          v.isSignatureValid && v.contentMatches && v.isOnRecord,
      ),
    ).toBe(true);

    // The certificate carries its version in the PDF's keywords, which the page reads and sends.
    const pdf = (await as(t, owner)(proofApi.certificate, { params: { id: idea.id, version: 1 } })).rawPayload;
    const mark = /ideamatch-proof:([A-Za-z0-9_-]+)/.exec(pdf.toString('latin1'));
    expect(mark).not.toBeNull();
    const carried = JSON.parse(Buffer.from(mark![1]!, 'base64url').toString('utf8'));
    expect(carried).toMatchObject({ ideaId: idea.id, version: 1, sha256: proof.versions[0]!.sha256 });
    const { ideaId, ...version } = carried;
    const fromCertificate = (await verifyAs({ ideaId, versions: [version] })).json().data;
    expect(fromCertificate).toMatchObject({
      isValid: true,
      versions: [{ version: 1, isSignatureValid: true, contentMatches: null, isOnRecord: true }],
    });

    // One byte changed in the content, or in the time signed: it fails, and says which.
    const first = proof.versions[0]!;
    const tampered = (
      await verifyAs({ ideaId: proof.ideaId, versions: [{ ...first, content: first.content.replace('"', "'") }] })
    ).json().data;
    expect(tampered).toMatchObject({ isValid: false, versions: [{ isSignatureValid: true, contentMatches: false }] });
    const retimed = (
      await verifyAs({ ideaId: proof.ideaId, versions: [{ ...first, signedAt: '2020-01-01T00:00:00.000Z' }] })
    ).json().data;
    expect(retimed).toMatchObject({ isValid: false, versions: [{ isSignatureValid: false, isOnRecord: false }] });
    // The idea is named only to someone who may see it; a junk signature is simply invalid.
    expect((await verifyAs({ versions: [{ sha256: 'x', signedAt: 'y', signature: '!!' }] })).json().data).toMatchObject(
      {
        isValid: false,
        idea: null,
      },
    );
  });
});
