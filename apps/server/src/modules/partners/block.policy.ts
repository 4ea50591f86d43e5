import { blockRepository, isBlockedEitherWay, isBlockedWithAny } from './block.repository';

/**
 * What other modules ask about blocks. A block holds between the people behind two accounts (a
 * sub-account's owner, else the account). Queries that must leave blocked people out embed the
 * same rule as SQL from block-sql.ts.
 */
export const blockPolicy = {
  /** The people behind `a` and `b` blocked each other either way: no requests, comments, reviews, messages or follows. */
  isBlockedEitherWay,
  /** The person behind `me` and the person behind any of `accountIds` blocked each other either way. */
  isBlockedWithAny,
  /** The two accounts belong to one person (an owner and its persona, or two personas of one owner). */
  isSamePerson: blockRepository.isSamePerson,
};
