import fp from 'fastify-plugin';
import type { AppConfig } from '../config/env';
import { addressIn, escapeHtml, profilePath } from './public-page';

/**
 * How many ideas (or profiles) one sitemap file lists. Each is two addresses (Thai and English), and
 * a sitemap holds at most 50,000, so past this /sitemap.xml becomes an index of numbered files.
 */
export const SITEMAP_IDEAS_PER_FILE = 25_000;

/** The public pages that are not an idea, listed first in the sitemap. */
const STATIC_PATHS = ['/', '/idea'];

/** Screens behind sign-in and the API: search engines have nothing to find there. */
const DISALLOWED = [
  '/api/',
  '/dashboard',
  '/chat',
  '/partner',
  '/notification',
  '/saved',
  // Only the signed-in person's own profile: a person's public one (`/profile?accountId=`) is listed.
  '/profile$',
  '/settings',
  '/idea/new',
];

/** A kind of page the sitemap lists: how many there are, and one page of them by id. */
type ListedPages = {
  count: () => Promise<number>;
  /** One page of them, by id, with when each last changed. */
  page: (offset: number, limit: number) => Promise<{ id: string; updatedAt: Date }[]>;
};

export type SitemapOptions = {
  config: AppConfig;
  /** The ideas a visitor may see. */
  ideas: ListedPages;
  /** The people whose profile is listed (see `sitemapProfiles`). */
  profiles: ListedPages;
};

/** One address of the sitemap with its Thai, English and default alternates. */
function urlEntries(publicUrl: string, path: string, lastmod: Date | null): string {
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="th" href="${escapeHtml(addressIn(publicUrl, path, 'th'))}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(addressIn(publicUrl, path, 'en'))}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(addressIn(publicUrl, path, 'th'))}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
  return (['th', 'en'] as const)
    .map(
      (language) => `<url><loc>${escapeHtml(addressIn(publicUrl, path, language))}</loc>${modified}${alternates}</url>`,
    )
    .join('');
}

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/**
 * `/robots.txt` and `/sitemap.xml`: the sitemap lists the home page, the idea list, every idea a
 * visitor may see (public ones and the public face of confidential ones; never a members-only,
 * hidden or deleted idea) and the profile of every person with such an idea, each in Thai and
 * English, read from the database at each request so it follows every change. Past
 * SITEMAP_IDEAS_PER_FILE ideas or profiles it is an index of `/sitemap/ideas-<n>.xml` and
 * `/sitemap/profiles-<n>.xml`.
 */
export const sitemapPlugin = fp<SitemapOptions>(async (app, { config, ideas, profiles }) => {
  const publicUrl = config.publicUrl;
  const xml = 'application/xml; charset=utf-8';
  const cacheControl = 'public, max-age=300';

  app.get('/robots.txt', { config: { access: 'everyone' }, schema: { hide: true } }, async (_request, reply) => {
    const body = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      'Allow: /',
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('cache-control', cacheControl).type('text/plain; charset=utf-8').send(body);
  });

  const kinds = {
    ideas: { list: ideas, pathOf: (id: string) => `/idea/${id}` },
    profiles: { list: profiles, pathOf: profilePath },
  } as const;
  const listFile = async (kind: keyof typeof kinds, index: number) => {
    const { list, pathOf } = kinds[kind];
    const rows = await list.page(index * SITEMAP_IDEAS_PER_FILE, SITEMAP_IDEAS_PER_FILE);
    return rows.map((row) => urlEntries(publicUrl, pathOf(row.id), row.updatedAt)).join('');
  };

  app.get('/sitemap.xml', { config: { access: 'everyone' }, schema: { hide: true } }, async (_request, reply) => {
    const [ideaCount, profileCount] = await Promise.all([ideas.count(), profiles.count()]);
    reply.header('cache-control', cacheControl).type(xml);
    if (ideaCount + profileCount <= SITEMAP_IDEAS_PER_FILE) {
      const pages = STATIC_PATHS.map((path) => urlEntries(publicUrl, path, null)).join('');
      const [ideaEntries, profileEntries] = await Promise.all([listFile('ideas', 0), listFile('profiles', 0)]);
      return reply.send(`${URLSET_OPEN}${pages}${ideaEntries}${profileEntries}</urlset>\n`);
    }
    const filesOf = (kind: keyof typeof kinds, count: number) =>
      Array.from(
        { length: Math.ceil(count / SITEMAP_IDEAS_PER_FILE) },
        (_, index) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemap/${kind}-${index + 1}.xml`)}</loc></sitemap>`,
      ).join('');
    return reply.send(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${escapeHtml(`${publicUrl}/sitemap/pages.xml`)}</loc></sitemap>${filesOf('ideas', ideaCount)}${filesOf('profiles', profileCount)}</sitemapindex>\n`,
    );
  });

  app.get<{ Params: { file: string } }>(
    '/sitemap/:file',
    { config: { access: 'everyone' }, schema: { hide: true } },
    async (request, reply) => {
      const { file } = request.params;
      if (file === 'pages.xml') {
        const pages = STATIC_PATHS.map((path) => urlEntries(publicUrl, path, null)).join('');
        return reply.header('cache-control', cacheControl).type(xml).send(`${URLSET_OPEN}${pages}</urlset>\n`);
      }
      const match = /^(ideas|profiles)-([1-9][0-9]{0,5})\.xml$/.exec(file);
      const body = match ? await listFile(match[1] as keyof typeof kinds, Number(match[2]) - 1) : '';
      if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', cacheControl).type(xml).send(`${URLSET_OPEN}${body}</urlset>\n`);
    },
  );
});
