import type { ThrottleRule } from '../../lib/throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The limits on signing in, signing up and recovering an account, in one place, with the reason for
 * each. They follow Mastodon's (config/initializers/rack_attack.rb and its two-factor check). "Per
 * address" is the client address TRUST_PROXY yields, an IPv6 client by its /64. A refused attempt is
 * a 429 RATE_LIMITED with `Retry-After` and `retryAfterSeconds`, and is not counted itself.
 */
export const SIGN_IN_LIMITS = {
  /**
   * Failed password sign-ins per client address, whatever the username: 25 per 5 minutes (Mastodon),
   * so one machine cannot try a password against many accounts. Only failures count: an office or
   * school behind one address signs in many times a morning, and a success guesses nothing.
   */
  failedPerAddress: { name: 'sign-in-address', max: 25, windowMs: 5 * MINUTE },
  /**
   * Failed password sign-ins per account (an unknown username or email counts under itself, so a
   * refusal tells nothing about who exists), from any address: 25 per hour (Mastodon), so a botnet
   * guessing one person's password gets 25 tries an hour. Google sign-in and password reset stay open
   * to the owner meanwhile.
   */
  failedPerAccount: { name: 'sign-in-account', max: 25, windowMs: HOUR },
  /**
   * Wrong second-factor codes per account, at sign-in and when turning two-factor off: 10 per hour
   * (Mastodon). Each sign-in challenge also takes at most 5 codes (TWO_FACTOR.challengeMaxAttempts).
   */
  secondFactorPerAccount: { name: 'second-factor-account', max: 10, windowMs: HOUR },
  /**
   * Password-reset mails asked for one email: 5 per 30 minutes (Mastodon), so nobody's mailbox is
   * flooded. Counted whether or not an account has that email, so the limit reveals nothing.
   */
  resetsPerEmail: { name: 'reset-email', max: 5, windowMs: 30 * MINUTE },
  /**
   * Accounts created per client address (password sign-ups and first Google sign-ins): 10 per hour,
   * Mastodon's API rate (5 per 30 minutes) with room for a burst, e.g. a workshop signing up together
   * behind one address. Only created accounts count, so a taken username or a typo costs nothing.
   */
  signUpsPerAddress: { name: 'sign-up-address', max: 10, windowMs: HOUR },
} as const satisfies Record<string, ThrottleRule>;

/**
 * Route limits per client address, counting every request (@fastify/rate-limit): the sign-up form
 * and the forgot-password form take 25 per 5 minutes each (Mastodon's web forms); the two-factor
 * step 10 per minute; the sign-up form's username check 60 per minute (once per field left, and
 * again after a refusal, so a person never comes near it).
 */
export const ROUTE_LIMITS = {
  register: { max: 25, timeWindow: 5 * MINUTE },
  usernameAvailability: { max: 60, timeWindow: MINUTE },
  forgotPassword: { max: 25, timeWindow: 5 * MINUTE },
  twoFactor: { max: 10, timeWindow: MINUTE },
} as const;
