// The head of an idea's or a person's page for link previews and search engines: title, description,
// Open Graph and Twitter tags, JSON-LD and the cover image's preload (served by plugins/spa.ts).
import { IDEA_COVER_SIZES, imageSrcSet } from '@ideamatch/shared/image-variants';
import { fileUrl } from '../lib/files';
import {
  absoluteUrl,
  alternateLinks,
  escapeHtml,
  ideaJsonLd,
  profileJsonLd,
  profilePath,
  shortDescription,
  SITE_NAME,
  withDescription,
  withTitle,
  type IdeaPageFacts,
  type PageLanguage,
  type ProfilePageFacts,
} from './public-page';

const escapeAttribute = escapeHtml;

/** How long, and for how many ideas, link-preview data is kept in memory. */
export const IDEA_PREVIEW_CACHE = { ttlMs: 5_000, maxEntries: 1_000 } as const;

/** A link-preview tag: `<meta property|name="key" content="value">`. */
type MetaTag = [attribute: 'property' | 'name', key: string, value: string];

/**
 * A public page's head: its title and description, its link-preview tags (and `first`, such as a
 * preload) at the top of the head after its charset, and `head` (language alternates, schema.org
 * data) at its end; every tag value HTML-escaped.
 */
function withPageHead(
  html: string,
  {
    title,
    description,
    tags,
    first = '',
    head,
  }: { title: string; description: string; tags: MetaTag[]; first?: string; head: string },
): string {
  const metas = tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`)
    .join('');
  const top = `${metas}${first}`;
  const described = withDescription(withTitle(html, title), description);
  // Right after the charset, which must stay within the page's first 1,024 bytes.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(described);
  const headed = charset
    ? described.replace(charset[0], () => `${charset[0]}${top}`)
    : described.replace('<head>', () => `<head>${top}`);
  return headed.replace('</head>', () => `${head}</head>`);
}

export type IdeaPreview = Extract<IdeaPageFacts, { kind: 'public' }>['idea'];

/**
 * The head of a publicly visible idea's page: title and meta description from the idea, link
 * previews (Open Graph and Twitter), schema.org data, the canonical address and its language
 * alternates, and the cover preloaded; every value HTML-escaped. Only called for an idea whose public
 * face everyone may see.
 */
export function injectIdeaPreview(
  html: string,
  idea: IdeaPreview,
  publicUrl: string,
  language: PageLanguage = 'th',
): string {
  const title = `${idea.name} | ${SITE_NAME}`;
  const description = shortDescription(idea.description);
  const cover = fileUrl(idea.coverKey);
  const tags: MetaTag[] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', idea.name],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}/idea/${idea.id}`],
    ['property', 'og:locale', language === 'en' ? 'en_US' : 'th_TH'],
    ...(cover ? ([['property', 'og:image', `${publicUrl}${cover}`]] as MetaTag[]) : []),
    ['name', 'twitter:card', cover ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', idea.name],
    ['name', 'twitter:description', description],
    ...(cover ? ([['name', 'twitter:image', `${publicUrl}${cover}`]] as MetaTag[]) : []),
  ];
  const srcSet = cover ? imageSrcSet(cover) : undefined;
  // The page's main image is fetched with the HTML instead of after the scripts and the API call.
  const preload = cover
    ? `<link rel="preload" as="image" href="${escapeAttribute(cover)}"${
        srcSet ? ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(IDEA_COVER_SIZES)}"` : ''
      } fetchpriority="high" />`
    : '';
  return withPageHead(html, {
    title,
    description,
    tags,
    first: preload,
    head: `${alternateLinks(publicUrl, `/idea/${idea.id}`, language)}${ideaJsonLd(idea, publicUrl, language)}`,
  });
}

export type ProfilePreview = Extract<ProfilePageFacts, { kind: 'public' }>['person'];

/** A profile's meta description in each language when the person wrote no bio. */
const PROFILE_DESCRIPTION: Record<PageLanguage, (name: string) => string> = {
  th: (name) => `โปรไฟล์ของ ${name} และไอเดียธุรกิจที่แบ่งปันบน ${SITE_NAME}`,
  en: (name) => `${name}'s profile and the business ideas they share on ${SITE_NAME}`,
};

/**
 * The head of a person's public profile page: title from the name, meta description from the bio
 * (mini bio, else bio, else a sentence naming them), link previews, schema.org data (ProfilePage of
 * a Person), the canonical address and its language alternates; every value HTML-escaped.
 */
export function injectProfilePreview(
  html: string,
  person: ProfilePreview,
  publicUrl: string,
  language: PageLanguage = 'th',
): string {
  const description = shortDescription(
    [person.miniBio, person.bio].filter(Boolean).join(' — ') || PROFILE_DESCRIPTION[language](person.name),
  );
  const image = person.imageUrl ? absoluteUrl(publicUrl, person.imageUrl) : null;
  const tags: MetaTag[] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:title', person.name],
    ['property', 'og:description', description],
    ['property', 'og:url', `${publicUrl}${profilePath(person.id)}`],
    ['property', 'og:locale', language === 'en' ? 'en_US' : 'th_TH'],
    ['property', 'profile:username', person.username],
    ...(image ? ([['property', 'og:image', image]] as MetaTag[]) : []),
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', person.name],
    ['name', 'twitter:description', description],
  ];
  return withPageHead(html, {
    title: `${person.name} | ${SITE_NAME}`,
    description,
    tags,
    head: `${alternateLinks(publicUrl, profilePath(person.id), language)}${profileJsonLd(person, publicUrl, language)}`,
  });
}
