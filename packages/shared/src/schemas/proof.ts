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

/**
 * `GET /api/idea/{id}/proof/summary` (anyone who may see the idea): whether its author registered it,
 * when (the first version's `signedAt`), and its latest signed version without its content (which
 * may hold a confidential part); `isVerified` says the server checked that version's signature and
 * hash just now.
 */
export const proofSummarySchema = z.object({
  ideaId: z.string(),
  isRegistered: z.boolean(),
  registeredAt: z.string().nullable(),
  lastSignedAt: z.string().nullable(),
  versionCount: z.number().int(),
  latest: ideaProofVersionSchema.omit({ content: true }).nullable(),
  isVerified: z.boolean(),
});
export type ProofSummary = z.infer<typeof proofSummarySchema>;
export const proofSummaryReplySchema = envelope(proofSummarySchema);

/** Limits of a proof sent to be verified. */
export const PROOF_VERIFY_LIMITS = { versionsMax: 50, contentMax: 100_000 } as const;

/**
 * `POST /api/proof/verify` (anyone): a proof as the owner downloads it (`ideaId` and its versions),
 * or the one version a certificate carries (without `content`), to check in the browser.
 */
export const proofVerifyBodySchema = z.object({
  ideaId: z.string().max(64).optional(),
  versions: z
    .array(
      z.object({
        version: z.number().int().positive().optional(),
        sha256: z.string().max(128),
        signedAt: z.string().max(64),
        signature: z.string().max(256),
        keyId: z.string().max(128).optional(),
        content: z.string().max(PROOF_VERIFY_LIMITS.contentMax).optional(),
      }),
    )
    .min(1)
    .max(PROOF_VERIFY_LIMITS.versionsMax),
});
export type ProofVerifyBody = z.infer<typeof proofVerifyBodySchema>;

/**
 * What was found of each version: `isSignatureValid` (IdeaMatch's key signed `<sha256>.<signedAt>`),
 * `contentMatches` (the content hashes to `sha256` and names this idea; null when no content came),
 * `isOnRecord` (IdeaMatch holds this very version of this idea). `isValid`: every signature is valid
 * and no content differs. `idea` is named when the reader may see it.
 */
export const proofVerifyResultSchema = z.object({
  isValid: z.boolean(),
  idea: z.object({ id: z.string(), name: z.string() }).nullable(),
  versions: z.array(
    z.object({
      version: z.number().int().nullable(),
      sha256: z.string(),
      signedAt: z.string(),
      isSignatureValid: z.boolean(),
      contentMatches: z.boolean().nullable(),
      isOnRecord: z.boolean(),
    }),
  ),
});
export type ProofVerifyResult = z.infer<typeof proofVerifyResultSchema>;
export const proofVerifyReplySchema = envelope(proofVerifyResultSchema);
