/**
 * Trust levels and the limits that hang on them, in one place (docs/trust-and-safety.md explains
 * each number). A person's level is their main account's: sub-accounts act with their owner's
 * trust, so making personas never buys more of anything.
 */
export const TrustLevel = {
  /** The email address is not proven yet (registered, link not opened). */
  New: 0,
  /** The address is proven (mailed link, Google, an admin invitation) but the account is young. */
  Verified: 1,
  /** Proven address and older than `TRUST.memberAfterHours`. */
  Member: 2,
} as const;
export type TrustLevel = (typeof TrustLevel)[keyof typeof TrustLevel];

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/** A limit per trust level: at most `max[level]` actions per rolling `windowMs`. */
export type TrustQuota = { windowMs: number; max: Record<TrustLevel, number> };

export const TRUST = {
  /**
   * A verified account becomes a member a day after sign-up: an account made for an attack has to
   * wait, and a day is shorter than a real person's first visit to the report button.
   */
  memberAfterHours: 24,
  /**
   * Open reports from this many members hide an idea pending review; reporters are counted once per
   * person (sub-accounts of one owner are one person) and once per network address.
   */
  autoHideReporters: 3,
  /** Reports of ideas by one person: a new account reports rarely, a member as often as a moderator would want. */
  report: { windowMs: HOUR_MS, max: { 0: 3, 1: 10, 2: 20 } } satisfies TrustQuota,
  /** Reports from one network address, whoever sends them: a handful of throwaways share one. */
  reportPerAddress: { windowMs: HOUR_MS, max: 10 },
  /** Partner requests by one person a day. */
  partnerRequest: { windowMs: DAY_MS, max: { 0: 5, 1: 20, 2: 50 } } satisfies TrustQuota,
  /** Requests for confidential ideas' details by one person a day: each one notifies and mails an owner. */
  ideaAccessRequest: { windowMs: DAY_MS, max: { 0: 5, 1: 20, 2: 50 } } satisfies TrustQuota,
  /**
   * An act that can be undone and done again (an access request and its withdrawal, a like and an
   * unlike, a follow and an unfollow) notifies its recipient at most once in this window per actor
   * and thing: asking, withdrawing and asking again rings (and mails) once a day, not each time.
   */
  renotifyWindowMs: DAY_MS,
} as const;

/** The trust level of a main account from its proof of address and age. */
export function trustLevelOf(
  account: { emailVerifiedAt: Date | string | null; createdAt: Date | string },
  now: Date = new Date(),
): TrustLevel {
  if (!account.emailVerifiedAt) return TrustLevel.New;
  const ageMs = now.getTime() - new Date(account.createdAt).getTime();
  return ageMs >= TRUST.memberAfterHours * HOUR_MS ? TrustLevel.Member : TrustLevel.Verified;
}
