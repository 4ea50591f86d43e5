import { describe, expect, it } from 'vitest';
import { readProof } from './read-proof';

const version = {
  version: 2,
  sha256: 'ab'.repeat(32),
  signedAt: '2026-11-28T10:00:00.000Z',
  signature: 'c2ln',
  keyId: 'k1',
};

describe('reading a proof to verify', () => {
  it('reads the owner’s download, the API envelope and a single version', () => {
    const download = { ideaId: 'i1', publicKey: {}, versions: [{ ...version, content: '{}' }] };
    expect(readProof(JSON.stringify(download))).toEqual({ ideaId: 'i1', versions: [{ ...version, content: '{}' }] });
    expect(readProof(JSON.stringify({ data: download }))?.versions).toHaveLength(1);
    expect(readProof(JSON.stringify(version))).toEqual({ versions: [version] });
  });

  it('finds the version a certificate carries among the bytes of its PDF', () => {
    const mark = Buffer.from(JSON.stringify({ ideaId: 'i1', ...version })).toString('base64url');
    const pdf = `%PDF-1.3\n%\u00ff\u00ff\n1 0 obj <</Keywords (ideamatch-proof:${mark})>> endobj\n%%EOF`;
    expect(readProof(pdf)).toEqual({ ideaId: 'i1', versions: [version] });
  });

  it('says nothing was found in anything else', () => {
    expect(readProof('hello')).toBeNull();
    expect(readProof('{"name":"x"}')).toBeNull();
  });
});
