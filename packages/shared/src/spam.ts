/**
 * Spam limits on what people post (ideas and comments), as Discourse sets them for new users; the
 * reasons for each number are in docs/trust-and-safety.md#spam-limits. Shared so the web can count
 * links as the server does.
 */
export const SPAM_LIMITS = {
  /** Links an account whose email is not verified may put in one idea (all its texts) or one comment. */
  unverifiedLinksMax: 2,
  /** Texts longer than this (after normalising) count for the repeated-text rule; shorter ones ("Thanks!") never do. */
  repeatedTextMinChars: 20,
  /** Posts with the same text one person may make within the window; the next one is refused. */
  repeatedTextMax: 2,
  repeatedTextWindowMs: 60 * 60_000,
} as const;

/**
 * Top-level domains a bare domain ("example.com", "shop.co.th") must end in to count as a link.
 * Only common ones, so that "Node.js", "main.py" or "user.id" are not mistaken for addresses; a
 * link with `http(s)://` or `www.` counts whatever its ending.
 */
const BARE_DOMAIN_TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'io', 'co', 'me', 'app', 'dev', 'ai', 'xyz', 'online', 'site',
  'shop', 'store', 'tech', 'link', 'club', 'top', 'vip', 'live', 'asia', 'th', 'us', 'uk', 'cn',
  'jp', 'sg', 'vn', 'ru', 'de', 'fr', 'au', 'ly', 'gl', 'gg', 'cc', 'tv', 'to', 'in', 'ws', 'page',
  'blog', 'news', 'click', 'win', 'bet', 'cash', 'money', 'loan', 'work', 'pro', 'mobi', 'edu', 'gov',
]; // prettier-ignore

/** A domain label: letters (any script, with their marks: "ร้าน.com" is a domain), digits and hyphens. */
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{M}\p{N}-]{0,62}`;
/**
 * One link: an `http://` or `https://` address up to the next space; a `www.` address; or a bare
 * domain ending in a common top-level domain. Not preceded by `@` or a word character, so an email
 * address or the middle of a word is not a link.
 */
const LINK_PATTERN = new RegExp(
  [
    String.raw`\bhttps?:\/\/[^\s<>"']+`,
    String.raw`(?<![@\w.-])www\.(?:${LABEL}\.)*${LABEL}`,
    String.raw`(?<![@\w.-])(?:${LABEL}\.)+(?:${BARE_DOMAIN_TLDS.join('|')})(?![\w-])`,
  ].join('|'),
  'giu',
);

/** How many links a text holds (each occurrence counts; see `LINK_PATTERN` for what a link is). */
export function countLinks(text: string): number {
  return text.match(LINK_PATTERN)?.length ?? 0;
}

/** A text as the repeated-text rule compares it: trimmed, runs of white space as one space, case-folded. */
export function normalizePostText(text: string): string {
  return text.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
