/** Checking the codes of two-factor sign-in: TOTP (RFC 6238) and single-use recovery codes. */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { TWO_FACTOR } from '@ideamatch/shared';
import type { Database } from '../../db/client';
import { twoFactorRepository } from './two-factor.repository';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const TOTP_PATTERN = /^\d{6}$/;

export const totpFor = (secret: string, label = '') =>
  new TOTP({
    issuer: TWO_FACTOR.issuer,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** A recovery code is compared without its dashes, any casing. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');

/** Ten codes like `k7pm-3qxa-9wtn`: 60 bits each, from an alphabet without look-alike characters. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/**
 * Checks a TOTP code against `secret` (±1 step) and records its step, so the same code (or an
 * older one) is refused afterwards.
 */
export async function acceptTotp(db: Database, accountId: string, secret: string, code: string, now: Date) {
  if (!TOTP_PATTERN.test(code)) return false;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: TWO_FACTOR.window });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 1000 / TWO_FACTOR.periodSeconds) + delta;
  return twoFactorRepository.acceptStep(db, accountId, step);
}

/** A TOTP code, or one unused recovery code (which is then used up). */
export async function acceptSecondFactor(db: Database, accountId: string, secret: string, code: string, now: Date) {
  if (TOTP_PATTERN.test(code)) return acceptTotp(db, accountId, secret, code, now);
  if (!code) return false;
  return twoFactorRepository.useRecoveryCode(db, accountId, hashRecoveryCode(code), now);
}
