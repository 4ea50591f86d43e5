import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSecretBox, loadSecretKey, parseSecretKey } from './secret-box';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ideamatch-key-'));
  dirs.push(dir);
  return dir;
};

describe('secret box', () => {
  it('seals and opens, refuses an altered value, and passes a value from before encryption through', () => {
    const box = createSecretBox(Buffer.alloc(32, 7));
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => box.open(altered)).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 8)).open(sealed)).toThrow();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('uses SECRET_KEY, else makes DATA_DIR/secret.key once (owner-only) and reads it back', () => {
    const given = Buffer.alloc(32, 1);
    expect(loadSecretKey({ secretKey: given, dataDir: freshDir() })).toBe(given);
    const dir = freshDir();
    const made = loadSecretKey({ secretKey: undefined, dataDir: dir });
    expect(loadSecretKey({ secretKey: undefined, dataDir: dir }).equals(made)).toBe(true);
    expect(parseSecretKey(readFileSync(join(dir, 'secret.key'), 'utf8'))!.equals(made)).toBe(true);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
  });

  it('reads a key as 64 hex digits or base64, and nothing shorter', () => {
    expect(parseSecretKey('ab'.repeat(32))).toHaveLength(32);
    expect(parseSecretKey(Buffer.alloc(32, 3).toString('base64'))).toHaveLength(32);
    expect(parseSecretKey('short')).toBeNull();
  });
});
