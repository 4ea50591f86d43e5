import type { ProofVerifyBody } from '@ideamatch/shared';

/** The marker before the version a certificate PDF carries in its keywords (base64url JSON). */
const CERTIFICATE_MARK = /ideamatch-proof:([A-Za-z0-9_-]+)/;

type Version = ProofVerifyBody['versions'][number];

const fromBase64Url = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

const asVersion = (value: unknown): Version | null => {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.sha256 !== 'string' || typeof v.signedAt !== 'string' || typeof v.signature !== 'string') return null;
  return {
    sha256: v.sha256,
    signedAt: v.signedAt,
    signature: v.signature,
    ...(typeof v.version === 'number' ? { version: v.version } : {}),
    ...(typeof v.keyId === 'string' ? { keyId: v.keyId } : {}),
    ...(typeof v.content === 'string' ? { content: v.content } : {}),
  };
};

/** A proof as JSON: the owner's download (`{ideaId, versions}`), the API's envelope, or one version. */
function fromJson(value: unknown): ProofVerifyBody | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (record.data) return fromJson(record.data);
  const ideaId = typeof record.ideaId === 'string' ? record.ideaId : undefined;
  const list = Array.isArray(record.versions) ? record.versions : [record];
  const versions = list.map(asVersion).filter((v): v is Version => v !== null);
  return versions.length ? { ...(ideaId ? { ideaId } : {}), versions } : null;
}

/**
 * What to verify in a pasted text or a chosen file's text: a certificate's mark (a PDF read as
 * text, or the mark pasted), or a proof in JSON. Null when it holds neither.
 */
export function readProof(text: string): ProofVerifyBody | null {
  const mark = CERTIFICATE_MARK.exec(text);
  if (mark) {
    try {
      const { ideaId, ...version } = JSON.parse(fromBase64Url(mark[1]!)) as Record<string, unknown>;
      const parsed = asVersion(version);
      return parsed ? { ...(typeof ideaId === 'string' ? { ideaId } : {}), versions: [parsed] } : null;
    } catch {
      return null;
    }
  }
  try {
    return fromJson(JSON.parse(text));
  } catch {
    return null;
  }
}
