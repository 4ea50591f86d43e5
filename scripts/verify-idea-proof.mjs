#!/usr/bin/env node
// Verifies IdeaMatch proofs of authorship offline, with nothing but Node.js (no network, no
// packages): docs/idea-protection.md#verifying-a-proof.
//
//   node scripts/verify-idea-proof.mjs proof.json          # every version in the file
//   node scripts/verify-idea-proof.mjs proof.json 2        # version 2 only
//   node scripts/verify-idea-proof.mjs - < proof.json      # from standard input
//
// proof.json is what `GET /api/idea/{id}/proof` answers (the whole reply or its `data`), or one
// version `{ version, sha256, signedAt, signature, content? }` with the key beside it as
// `publicKey` (`GET /api/proof/key`: an OKP JWK `{ kty: "OKP", crv: "Ed25519", x }` or the raw
// 32-byte key in base64url). For each version it checks that
//   1. SHA-256 of `content` (the canonical JSON of the idea as saved) is `sha256`, when given, and
//   2. `signature` (base64url) is the key's Ed25519 signature of the UTF-8 bytes of
//      `<sha256>.<signedAt>`, and
//   3. the content names the proof's idea (`ideaId`), when both say which: content of format 2
//      (`"format":2`) holds the idea's id and its author's account id, so a copy of an idea, word for
//      word, has another hash and the original's signature fails on it. Format 1 (versions signed
//      before) names neither and is checked by 1 and 2 alone.
// It prints one line per version (with the format, and the idea and author of format 2) and exits
// with 1 when any check fails.
import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';

const [file, only] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/verify-idea-proof.mjs <proof.json|-> [version]');
  process.exit(2);
}
const parsed = JSON.parse(readFileSync(file === '-' ? 0 : file, 'utf8'));
const proof = parsed.data ?? parsed;
const versions = proof.versions ?? [proof];
const keyOf = (key) => {
  const jwk = typeof key === 'string' ? { kty: 'OKP', crv: 'Ed25519', x: key } : (key.jwk ?? key);
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' });
};
const publicKey = keyOf(proof.publicKey);

let failed = 0;
for (const v of versions) {
  if (only && String(v.version) !== only) continue;
  const problems = [];
  if (typeof v.content === 'string' && createHash('sha256').update(v.content, 'utf8').digest('hex') !== v.sha256) {
    problems.push('the content does not hash to sha256');
  }
  let named = {};
  try {
    named = typeof v.content === 'string' ? JSON.parse(v.content) : {};
  } catch {
    problems.push('the content is not JSON');
  }
  const format = named.format === 2 ? 2 : 1;
  if (format === 2 && proof.ideaId && named.ideaId !== proof.ideaId) problems.push('the content names another idea');
  const message = Buffer.from(`${v.sha256}.${v.signedAt}`, 'utf8');
  if (!verify(null, message, publicKey, Buffer.from(v.signature, 'base64url')))
    problems.push('the signature does not match');
  if (problems.length) failed += 1;
  console.log(
    problems.length
      ? `FAIL version ${v.version ?? '?'}: ${problems.join('; ')}`
      : `OK   version ${v.version ?? '?'}: sha256 ${v.sha256} signed at ${v.signedAt}, format ${format}${
          format === 2 ? `, idea ${named.ideaId} by account ${named.authorAccountId}` : ''
        }`,
  );
}
process.exit(failed ? 1 : 0);
