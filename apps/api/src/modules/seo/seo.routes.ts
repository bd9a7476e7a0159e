import type { FastifyInstance } from 'fastify';
import { nonJsonBody } from '@app/contract';
import type { Deps } from '../../deps.ts';
import type { Services } from '../services.ts';

/** Pages anyone may land on from a search engine; account, host and admin pages are private. */
const PUBLIC_PAGES = ['/', '/listing', '/contact-us', '/becomeahost'];
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/book-now/',
  '/thankyou',
  '/editprofile',
  '/mybookings',
  '/myfavourite',
  '/mytransactions/',
  '/addlisting',
  '/editlisting/',
  '/managelistings',
  '/view-reservations/',
  '/blockedDates/',
  '/payment/',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[character]};`,
  );

/** `robots.txt` and `sitemap.xml` at the site root (they answered with the app's HTML before). */
export async function registerSeoRoutes(app: FastifyInstance, deps: Deps, services: Pick<Services, 'venues'>) {
  const origin = deps.config.publicUrl.replace(/\/+$/, '');

  app.get(
    '/robots.txt',
    { schema: { hide: true, response: { 200: nonJsonBody('text/plain: robots rules') } } },
    async (_request, reply) => {
      const lines = [
        'User-agent: *',
        ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
        '',
        `Sitemap: ${origin}/sitemap.xml`,
      ];
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(`${lines.join('\n')}\n`);
    },
  );

  app.get(
    '/sitemap.xml',
    { schema: { hide: true, response: { 200: nonJsonBody('application/xml: the sitemap') } } },
    async (_request, reply) => {
      const listings = await services.venues.sitemapEntries();
      const urls = [
        ...PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(`${origin}${page}`)}</loc></url>`),
        ...listings.map(
          (listing) =>
            `  <url><loc>${escapeXml(`${origin}/view-detail/${listing.id}`)}</loc><lastmod>${listing.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    },
  );
}
