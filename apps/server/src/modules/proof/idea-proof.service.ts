import { createHash, sign } from 'node:crypto';
import type { IdeaProof, ProofKey } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import type { IdeaVersionRow } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { listIdeaAchievements, listIdeaAttachments } from '../ideas/idea-read.service';
import type { StorageDriver } from '../storage/storage.driver';
import { readStoredFile } from '../storage/stored-file';
import { canonicalJson } from './canonical-json';
import { ideaProofRepository as repo } from './idea-proof.repository';
import { proofSigningKey } from './proof-key';
import { renderCertificate, type CertificateLanguage } from './proof-certificate';

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The format of the content signed now; a version keeps the format it was signed in. */
export const PROOF_CONTENT_FORMAT = 2;

/**
 * The canonical JSON of an idea's content as it is saved now (locks the idea row inside `tx`):
 * `{achievements, authorAccountId, businessModel, description, detail, format, ideaId, images, name}`,
 * `images` being the SHA-256 (hex) of each image's stored bytes in gallery order (null for a file
 * that cannot be read). The idea's id and its author's account id bind the proof to this idea and
 * this author: a word-for-word copy hashes differently, so the original's signature never fits it.
 * `format` is 2; versions signed before it (format 1: no id, author or format) stay as they were.
 * Null when there is no such idea.
 */
async function contentOf(tx: Database, driver: StorageDriver, ideaId: string): Promise<string | null> {
  const text = await repo.lockContent(tx, ideaId);
  if (!text) return null;
  const achievements = await listIdeaAchievements(tx, ideaId);
  const attachments = await listIdeaAttachments(tx, ideaId);
  const images: (string | null)[] = [];
  for (const { key } of attachments) {
    const bytes = await readStoredFile(tx, driver, key);
    images.push(bytes ? sha256Hex(bytes) : null);
  }
  return canonicalJson({
    format: PROOF_CONTENT_FORMAT,
    ideaId,
    authorAccountId: text.ownerAccountId,
    name: text.name,
    description: text.description,
    detail: text.detail,
    businessModel: text.businessModel,
    achievements,
    images,
  });
}

/**
 * Records a version of the idea as it is saved now, unless its content is the latest version's:
 * SHA-256 of the canonical content, the server time, and the server's Ed25519 signature over the
 * UTF-8 bytes of `<sha256>.<signedAt>` (docs/idea-protection.md#proof-of-authorship). Versions of
 * one idea are numbered under a lock on the idea, so two saves at once never share a number.
 */
export async function recordIdeaVersion(
  db: Database,
  driver: StorageDriver,
  ideaId: string,
  now = new Date(),
): Promise<IdeaVersionRow | null> {
  // Loaded before the transaction: an embedded database runs one statement at a time.
  const key = await proofSigningKey(db);
  return db.transaction(async (tx) => {
    const content = await contentOf(tx, driver, ideaId);
    if (content === null) return null;
    const sha256 = sha256Hex(content);
    const latest = await repo.latest(tx, ideaId);
    if (latest?.sha256 === sha256) return latest;
    const signedAt = now.toISOString();
    const signature = sign(null, Buffer.from(`${sha256}.${signedAt}`, 'utf8'), key.privateKey).toString('base64url');
    const row = {
      ideaId,
      version: (latest?.version ?? 0) + 1,
      sha256,
      signedAt,
      signature,
      keyId: key.publicKey.kid,
      content,
    };
    await repo.insert(tx, row);
    return { ...row, createdAt: now };
  });
}

/** `GET /api/proof/key`: the public key every proof verifies with. */
export async function getProofKey(db: Database): Promise<ProofKey> {
  return (await proofSigningKey(db)).publicKey;
}

const presentVersion = (row: IdeaVersionRow) => ({
  version: row.version,
  sha256: row.sha256,
  signedAt: row.signedAt,
  signature: row.signature,
  keyId: row.keyId,
  content: row.content,
});

/**
 * `GET /api/idea/{id}/proof` (owner): every version, oldest first. A save whose version could not be
 * recorded then (or an idea saved before proofs existed) gets its version now, so the list always
 * ends with the idea as it is.
 */
export async function getIdeaProof(db: Database, driver: StorageDriver, ideaId: string): Promise<IdeaProof> {
  await recordIdeaVersion(db, driver, ideaId);
  const [rows, publicKey] = await Promise.all([repo.list(db, ideaId), getProofKey(db)]);
  return { ideaId, publicKey, versions: rows.map(presentVersion) };
}

/** `GET /api/idea/{id}/proof/{version}/certificate` (owner): the PDF of one version, in Thai or English. */
export async function getProofCertificate(
  db: Database,
  {
    ideaId,
    version,
    language,
    publicUrl,
  }: { ideaId: string; version: number; language: CertificateLanguage; publicUrl: string },
): Promise<{ pdf: Buffer; fileName: string }> {
  const [row, idea, publicKey] = await Promise.all([
    repo.find(db, ideaId, version),
    repo.findIdeaWithOwner(db, ideaId),
    getProofKey(db),
  ]);
  if (!row || !idea) throw new AppError('NOT_FOUND');
  const pdf = await renderCertificate({
    language,
    ideaId,
    ideaName: idea.name,
    owner: idea.owner,
    version: row,
    publicKey,
    publicUrl,
  });
  return { pdf, fileName: `ideamatch-proof-${ideaId.slice(0, 8)}-v${version}-${language}.pdf` };
}
