import { IDEA_ACCESS_LIMITS } from '../schemas/idea-access.js';

/**
 * Error codes of idea protection (docs/idea-protection.md): members-only ideas, access requests
 * to confidential ideas. English fallback text, then HTTP status.
 */
export const IDEA_ACCESS_ERROR_MESSAGES = {
  /** A visitor opened an idea its owner shares with signed-in members only. */
  IDEA_MEMBERS_ONLY: 'Please log in to see this idea: its owner shares it with members only.',
  /** An access request for an idea that is not confidential: everything in it is already shown. */
  IDEA_ACCESS_NOT_CONFIDENTIAL: 'This idea is not confidential: everything in it is already shown to you.',
  /** An access request by the idea's own owner. */
  IDEA_ACCESS_OWN_IDEA: 'This is your own idea: you already see all of it.',
  /** A second request while the caller's earlier one is still waiting for the owner. */
  IDEA_ACCESS_PENDING: 'You have already asked for access to this idea. The owner has not answered yet.',
  /** A request by someone the owner already approved. */
  IDEA_ACCESS_ALREADY_GRANTED: 'You already have access to this idea.',
  /** The owner set terms and the request did not accept them. */
  IDEA_ACCESS_TERMS_REQUIRED: "Please accept the owner's terms to ask for access.",
  /** Approve, decline or withdraw of a request that was answered or withdrawn meanwhile. */
  IDEA_ACCESS_REQUEST_CLOSED: 'This request is no longer waiting for an answer.',
  /**
   * A new request within IDEA_ACCESS_LIMITS.declineCooldownDays of the owner declining the caller's
   * last one; `Retry-After` and the idea's `access.requestAllowedAt` say when it is allowed again.
   */
  IDEA_ACCESS_COOLDOWN: `The owner declined your request. You can ask again ${IDEA_ACCESS_LIMITS.declineCooldownDays} days after they declined.`,
  /** Revoking the access of someone who has none. */
  IDEA_ACCESS_NOT_GRANTED: 'This person has no access to this idea.',
} as const;

export const IDEA_ACCESS_ERROR_STATUS: Record<keyof typeof IDEA_ACCESS_ERROR_MESSAGES, number> = {
  IDEA_MEMBERS_ONLY: 401,
  IDEA_ACCESS_NOT_CONFIDENTIAL: 409,
  IDEA_ACCESS_OWN_IDEA: 400,
  IDEA_ACCESS_PENDING: 409,
  IDEA_ACCESS_ALREADY_GRANTED: 409,
  IDEA_ACCESS_TERMS_REQUIRED: 400,
  IDEA_ACCESS_REQUEST_CLOSED: 409,
  IDEA_ACCESS_COOLDOWN: 429,
  IDEA_ACCESS_NOT_GRANTED: 404,
};
