import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` at `time` (ms): RFC 6238 with the parameters
 * every authenticator assumes (SHA-1, 6 digits, 30 s), written out here rather than taken from the
 * server, so a drift on the server side fails the tests (server tests and e2e share it).
 */
export const authenticatorCode = (secret: string, time = Date.now()): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: time,
  });
