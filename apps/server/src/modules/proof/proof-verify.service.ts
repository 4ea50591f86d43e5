import { createHash, createPublicKey, verify } from 'node:crypto';
import type { ProofSummary, ProofVerifyBody, ProofVerifyResult } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireVisibleIdea } from '../ideas/idea.service';
import { ideaProofRepository as repo } from './idea-proof.repository';
import { proofSigningKey } from './proof-key';

const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');

/** Whether IdeaMatch's key signed `<sha256>.<signedAt>` with this signature (never throws on junk). */
async function isSignedByUs(db: Database, version: { sha256: string; signedAt: string; signature: string }) {
  const key = createPublicKey((await proofSigningKey(db)).privateKey);
  try {
    return verify(
      null,
      Buffer.from(`${version.sha256}.${version.signedAt}`, 'utf8'),
      key,
      Buffer.from(version.signature, 'base64url'),
    );
  } catch {
    return false;
  }
}

/** The idea a content of format 2 names (format 1 names none). */
function ideaNamedIn(content: string): string | null {
  try {
    const parsed = JSON.parse(content) as { ideaId?: unknown };
    return typeof parsed.ideaId === 'string' ? parsed.ideaId : null;
  } catch {
    return null;
  }
}

/** The idea's id and name when `viewerId` may see it; null otherwise (a reader learns nothing of a hidden idea). */
async function visibleIdea(db: Database, ideaId: string | undefined, viewerId: string | null) {
  if (!ideaId) return null;
  try {
    await requireVisibleIdea(db, ideaId, viewerId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const idea = await repo.findIdeaWithOwner(db, ideaId);
  return idea ? { id: ideaId, name: idea.name } : null;
}

/**
 * `GET /api/idea/{id}/proof/summary`: whether the idea's author registered it and when, for anyone
 * who may see the idea; the latest version comes without its content and checked just now.
 */
export async function getProofSummary(db: Database, ideaId: string, viewerId: string | null): Promise<ProofSummary> {
  await requireVisibleIdea(db, ideaId, viewerId);
  const rows = await repo.list(db, ideaId);
  const first = rows[0];
  const latest = rows.at(-1);
  if (!first || !latest) {
    return {
      ideaId,
      isRegistered: false,
      registeredAt: null,
      lastSignedAt: null,
      versionCount: 0,
      latest: null,
      isVerified: false,
    };
  }
  const isVerified = (await isSignedByUs(db, latest)) && sha256Hex(latest.content) === latest.sha256;
  return {
    ideaId,
    isRegistered: true,
    registeredAt: first.signedAt,
    lastSignedAt: latest.signedAt,
    versionCount: rows.length,
    latest: {
      version: latest.version,
      sha256: latest.sha256,
      signedAt: latest.signedAt,
      signature: latest.signature,
      keyId: latest.keyId,
    },
    isVerified,
  };
}

/**
 * `POST /api/proof/verify`: checks each version of a proof (or the one a certificate carries): its
 * signature with IdeaMatch's key, its content against its hash (and, in format 2, against the idea
 * it names), and whether IdeaMatch holds that very version. The same checks as
 * `scripts/verify-idea-proof.mjs`, for people without Node.js.
 */
export async function verifyProof(
  db: Database,
  { ideaId, versions }: ProofVerifyBody,
  viewerId: string | null,
): Promise<ProofVerifyResult> {
  const checked = await Promise.all(
    versions.map(async (version) => {
      const stored = ideaId && version.version ? await repo.find(db, ideaId, version.version).catch(() => null) : null;
      const named = version.content === undefined ? null : ideaNamedIn(version.content);
      return {
        version: version.version ?? null,
        sha256: version.sha256,
        signedAt: version.signedAt,
        isSignatureValid: await isSignedByUs(db, version),
        contentMatches:
          version.content === undefined
            ? null
            : sha256Hex(version.content) === version.sha256 && (!ideaId || !named || named === ideaId),
        isOnRecord: Boolean(
          stored &&
          stored.sha256 === version.sha256 &&
          stored.signedAt === version.signedAt &&
          stored.signature === version.signature,
        ),
      };
    }),
  );
  return {
    isValid: checked.every((version) => version.isSignatureValid && version.contentMatches !== false),
    idea: await visibleIdea(db, ideaId, viewerId),
    versions: checked,
  };
}
