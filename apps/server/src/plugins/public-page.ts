import { COLOR_SCHEME_COOKIE, LANGUAGE_COOKIE } from '@ideamatch/shared/constants';
import { fileUrl } from '../lib/files';

/** The languages a page is served in; Thai unless the address or the person's choice says English. */
export type PageLanguage = 'th' | 'en';
export type ColorScheme = 'light' | 'dark';

/**
 * What the server says about an idea's page before the app runs: `public` (everyone sees its public
 * face, so the page carries it for search engines and link previews), `members` (signed-in people
 * only: nothing about it goes to a visitor), `gone` (deleted) or `missing` (never existed, hidden,
 * inactive or its owner deactivated: the owner of a hidden idea still sees it once the app runs).
 */
export type IdeaPageFacts =
  | {
      kind: 'public';
      idea: {
        id: string;
        name: string;
        description: string;
        coverKey: string | null;
        /** The owner's display name; null for a deleted account. */
        ownerName: string | null;
        postDate: Date;
        updatedAt: Date;
        ratingAvg: number;
        reviewCount: number;
      };
    }
  | { kind: 'members' | 'gone' | 'missing' };

/**
 * What the server says about a person's profile page (`/profile?accountId=`) before the app runs:
 * `public` (anyone may see it: the page carries it for search engines and link previews), `gone`
 * (the account was erased at its owner's request) or `missing` (never existed, or deactivated, or a
 * persona whose owner is deactivated).
 */
export type ProfilePageFacts =
  | {
      kind: 'public';
      person: {
        id: string;
        name: string;
        username: string;
        miniBio: string | null;
        bio: string | null;
        imageUrl: string | null;
        joinedAt: Date;
        updatedAt: Date;
      };
    }
  | { kind: 'gone' | 'missing' };

export const SITE_NAME = 'IdeaMatch';

export const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const asLanguage = (value: string | null | undefined): PageLanguage | null => {
  const lower = value?.toLowerCase();
  return lower === 'th' || lower === 'en' ? lower : null;
};

/** The `lang` query parameter of an address (`?lang=en`, `?lang=TH`), when it names a language. */
export const languageParamOf = (url: string): PageLanguage | null =>
  asLanguage(new URLSearchParams(url.split('?')[1] ?? '').get('lang'));

/**
 * The language a page is served in: the address's `?lang=` first (a shared link or a search result
 * in that language), then the person's remembered choice (the `lang` cookie), else Thai. The
 * browser's Accept-Language is not consulted: Thai is the default whatever the phone is set to.
 */
export const pageLanguageOf = (url: string, cookies: Record<string, string | undefined>): PageLanguage =>
  languageParamOf(url) ?? asLanguage(cookies[LANGUAGE_COOKIE]) ?? 'th';

/** The scheme a person chose (the `color-scheme` cookie); null follows the device. */
export const colorSchemeOf = (cookies: Record<string, string | undefined>): ColorScheme | null => {
  const value = cookies[COLOR_SCHEME_COOKIE];
  return value === 'light' || value === 'dark' ? value : null;
};

/**
 * The page's address in a language: Thai is the bare address, English adds `lang=en` to its query
 * (`/idea/1?lang=en`, `/profile?accountId=1&lang=en`).
 */
export const addressIn = (publicUrl: string, path: string, language: PageLanguage) =>
  `${publicUrl}${path}${language === 'en' ? `${path.includes('?') ? '&' : '?'}lang=en` : ''}`;

/** A person's profile page, the address everyone shares and search engines list. */
export const profilePath = (accountId: string) => `/profile?accountId=${encodeURIComponent(accountId)}`;

/** `<link rel="canonical">` for the language served, and the Thai, English and default alternates. */
export function alternateLinks(publicUrl: string, path: string, language: PageLanguage): string {
  return [
    `<link rel="canonical" href="${escapeHtml(addressIn(publicUrl, path, language))}" />`,
    `<link rel="alternate" hreflang="th" href="${escapeHtml(addressIn(publicUrl, path, 'th'))}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(addressIn(publicUrl, path, 'en'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(publicUrl, path, 'th'))}" />`,
  ].join('');
}

/** The title and description of the public pages that are not an idea, in each language. */
export const PAGE_TEXTS: Record<'/' | '/idea', Record<PageLanguage, { title: string; description: string }>> = {
  '/': {
    th: {
      title: 'IdeaMatch — Match Smart. Profit Together.',
      description: 'IdeaMatch คอมมูนิตี้สำหรับแบ่งปันไอเดียธุรกิจ รับรีวิว และหาพาร์ทเนอร์ที่จะลงมือทำไปด้วยกัน',
    },
    en: {
      title: 'IdeaMatch — Match Smart. Profit Together.',
      description: 'IdeaMatch — share business ideas, get reviews and find partners. Match Smart. Profit Together.',
    },
  },
  '/idea': {
    th: {
      title: `ไอเดีย | ${SITE_NAME}`,
      description: 'ค้นพบไอเดียธุรกิจจากคอมมูนิตี้ และหาไอเดียที่น่าลงมือทำไปด้วยกัน',
    },
    en: {
      title: `Ideas | ${SITE_NAME}`,
      description: 'Discover business ideas from the community and find one worth building together.',
    },
  },
};

/** Replaces the page's <title> (or adds one). */
export const withTitle = (html: string, title: string): string =>
  /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html.replace('<head>', () => `<head><title>${escapeHtml(title)}</title>`);

/** Replaces the page's meta description (or adds one). */
export const withDescription = (html: string, description: string): string => {
  const tag = `<meta name="description" content="${escapeHtml(description)}" />`;
  return /<meta\s+name="description"[^>]*>/i.test(html)
    ? html.replace(/<meta\s+name="description"[^>]*>/i, () => tag)
    : html.replace('</head>', () => `${tag}</head>`);
};

/**
 * The <html> element in the page's language and, when the person chose one, colour scheme (what
 * Mantine sets on it), so the first paint already has both; with no choice the stylesheet follows
 * the device until the app runs and does the same.
 */
export function withDocumentAttributes(html: string, language: PageLanguage, scheme: ColorScheme | null): string {
  const attributes = ` lang="${language}"${scheme ? ` data-mantine-color-scheme="${scheme}"` : ''}`;
  // The element's other attributes stay; its language and scheme are replaced.
  return html.replace(/<html([^>]*)>/i, (_tag, others: string) => {
    const kept = others.replace(/\s(?:lang|data-mantine-color-scheme)="[^"]*"/gi, '');
    return `<html${attributes}${kept}>`;
  });
}

/** A description short enough for a search result: at most `max` characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** JSON for a <script> data block: `<` escaped so no text in it can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replaceAll('<', '\\u003c').replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');

type PublicIdea = Extract<IdeaPageFacts, { kind: 'public' }>['idea'];

/**
 * schema.org data of an idea's public face (a CreativeWork): name, description, author, dates,
 * image, and its rating once it has reviews. A data block, not a script, so the CSP allows it.
 */
export function ideaJsonLd(idea: PublicIdea, publicUrl: string, language: PageLanguage): string {
  const cover = fileUrl(idea.coverKey);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${publicUrl}/idea/${idea.id}`,
    url: addressIn(publicUrl, `/idea/${idea.id}`, language),
    name: idea.name,
    description: idea.description,
    inLanguage: language,
    datePublished: idea.postDate.toISOString(),
    dateModified: idea.updatedAt.toISOString(),
    ...(idea.ownerName ? { author: { '@type': 'Person', name: idea.ownerName } } : {}),
    ...(cover ? { image: `${publicUrl}${cover}` } : {}),
    ...(idea.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(idea.ratingAvg * 10) / 10,
            reviewCount: idea.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}

/** A file's address as a link preview needs it: this site's own files made absolute. */
export const absoluteUrl = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

type PublicPerson = Extract<ProfilePageFacts, { kind: 'public' }>['person'];

/**
 * schema.org data of a person's profile page: a ProfilePage whose main entity is the Person (name,
 * handle, bio, picture). A data block, not a script, so the CSP allows it.
 */
export function profileJsonLd(person: PublicPerson, publicUrl: string, language: PageLanguage): string {
  const description = person.bio ?? person.miniBio;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': `${publicUrl}${profilePath(person.id)}`,
    url: addressIn(publicUrl, profilePath(person.id), language),
    inLanguage: language,
    dateCreated: person.joinedAt.toISOString(),
    dateModified: person.updatedAt.toISOString(),
    mainEntity: {
      '@type': 'Person',
      identifier: person.id,
      name: person.name,
      alternateName: `@${person.username}`,
      ...(description ? { description } : {}),
      ...(person.imageUrl ? { image: absoluteUrl(publicUrl, person.imageUrl) } : {}),
    },
    publisher: { '@type': 'Organization', name: SITE_NAME, url: publicUrl },
  };
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
