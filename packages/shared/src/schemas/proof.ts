import { z } from 'zod';
import { envelope, positiveIntParam } from './common.js';

/**
 * The server's Ed25519 public key that signs proofs of authorship, as an OKP JWK and as its raw
 * 32 bytes in base64url (docs/idea-protection.md#proof-of-authorship).
 */
export const proofKeySchema = z.object({
  kid: z.string(),
  alg: z.literal('EdDSA'),
  jwk: z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string() }),
  raw: z.string(),
});
export type ProofKey = z.infer<typeof proofKeySchema>;
export const proofKeyReplySchema = envelope(proofKeySchema);

/**
 * One saved version of an idea: `sha256` (hex) of `content` (canonical JSON of, in format 2, the
 * idea's id, its author's account id, name, description, detail, business model, achievements and
 * the SHA-256 of each image; format 1, signed before, lacks the ids), `signedAt` (ISO 8601 UTC) and
 * the Ed25519 `signature` (base64url) over the UTF-8 bytes of `<sha256>.<signedAt>`.
 */
export const ideaProofVersionSchema = z.object({
  version: z.number().int(),
  sha256: z.string(),
  signedAt: z.string(),
  signature: z.string(),
  /** The key that signed it (its `kid`). */
  keyId: z.string(),
  /** The exact canonical JSON whose SHA-256 is `sha256`. */
  content: z.string(),
});
export type IdeaProofVersion = z.infer<typeof ideaProofVersionSchema>;

/** `GET /api/idea/{id}/proof` (owner): every version, oldest first, and the key that verifies them. */
export const ideaProofSchema = z.object({
  ideaId: z.string(),
  publicKey: proofKeySchema,
  versions: z.array(ideaProofVersionSchema),
});
export type IdeaProof = z.infer<typeof ideaProofSchema>;
export const ideaProofReplySchema = envelope(ideaProofSchema);

/** `GET /api/idea/{id}/proof/{version}/certificate?lang=th|en`: the certificate PDF of one version. */
export const proofCertificateParamsSchema = z.object({ id: z.uuid(), version: positiveIntParam() });
export const proofCertificateQuerySchema = z.object({ lang: z.enum(['th', 'en']).default('th') });
