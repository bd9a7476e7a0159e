import { describe, expect, it } from 'vitest';
import {
  heroPhotoHints,
  pageHints,
  shellPhotoHints,
  startAppAfterPaint,
  withPageHints,
  type BuildManifest,
} from './page-hints.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
  '_framework.js': { file: 'assets/framework-2.js' },
  'src/features/home/HomePage.tsx': { file: 'assets/HomePage-3.js', imports: ['_framework.js', '_ListingCard.js'] },
  '_ListingCard.js': { file: 'assets/ListingCard-4.js', imports: ['_framework.js'] },
  'src/features/listing/ListingDetailPage.tsx': { file: 'assets/ListingDetailPage-5.js', imports: ['_framework.js'] },
  'src/components/theme/MuiTheme.tsx': { file: 'assets/MuiTheme-6.js', imports: ['_framework.js', '_mui.js'] },
  '_mui.js': { file: 'assets/mui-7.js' },
  'src/features/content/ContactPage.tsx': { file: 'assets/ContactPage-8.js', imports: ['_framework.js'] },
};

describe('page hints', () => {
  it("preloads the route's page code and what it imports, not what index.html already loads (home: no MUI)", () => {
    expect(pageHints(manifest, '/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-3.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/ListingCard-4.js" />',
    ]);
  });

  it("preloads a listing's page code (no MUI) and its first photo at high priority", () => {
    expect(pageHints(manifest, '/view-detail/abc', { image: 'uploads/venues/a1/photo "1".webp' })).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ListingDetailPage-5.js" />',
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/venues/a1/photo &#34;1&#34;.webp" />',
    ]);
  });

  it("preloads a page built with MUI together with MUI's theme it is rendered in", () => {
    expect(pageHints(manifest, '/contact-us')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/ContactPage-8.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/MuiTheme-6.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/mui-7.js" />',
    ]);
  });

  it('adds nothing for private pages, unknown routes or a build without a manifest', () => {
    expect(pageHints(manifest, '/mybookings')).toEqual([]);
    expect(pageHints(manifest, '/view-detail/abc/extra')).toEqual([]);
    expect(pageHints(undefined, '/')).toEqual([]);
    expect(withPageHints('<head></head>', [])).toBe('<head></head>');
  });

  it('puts the tags at the end of the head', () => {
    expect(withPageHints('<html><head><title>x</title></head><body></body></html>', ['<link a />'])).toBe(
      '<html><head><title>x</title>  <link a />\n  </head><body></body></html>',
    );
  });

  it("paints the home hero's photo in the first screen: the thumbnail on phones, the large one from 900 px", () => {
    const [style, phone, desktop] = heroPhotoHints({ thumbnail: 'uploads/a-thumb.webp', large: 'uploads/a.webp' });
    expect(style).toContain('@media (max-width: 899.95px) { [data-shell] section[aria-labelledby="hero-title"]');
    expect(style).toContain('url("/uploads/a-thumb.webp")');
    expect(style).toContain('@media (min-width: 900px)');
    expect(style).toContain('url("/uploads/a.webp")');
    expect(phone).toBe(
      '<link rel="preload" as="image" fetchpriority="high" media="(max-width: 899.95px)" href="/uploads/a-thumb.webp" />',
    );
    expect(desktop).toBe(
      '<link rel="preload" as="image" fetchpriority="high" media="(min-width: 900px)" href="/uploads/a.webp" />',
    );
  });

  it("paints a photo where the shell's placeholder marks it, for some widths only when asked, without breaking out of CSS", () => {
    expect(shellPhotoHints('uploads/b-thumb.webp')).toEqual([
      '<style>[data-shell] [data-shell-photo] { background: url("/uploads/b-thumb.webp") center / cover no-repeat; animation: none; }</style>',
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/b-thumb.webp" />',
    ]);
    const [style, ...rest] = shellPhotoHints('uploads/c"</style>.webp', {
      media: '(max-width: 899.95px)',
      preload: false,
    });
    expect(style).toBe(
      '<style>@media (max-width: 899.95px) { [data-shell] [data-shell-photo] { background: url("/uploads/c/style.webp") center / cover no-repeat; animation: none; } }</style>',
    );
    expect(rest).toEqual([]);
  });

  it("moves a shell page's entry script and module preloads behind its first paint, in order, entry first", () => {
    const html = [
      '<html><head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-9.css">',
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-3.js" />',
      '<link rel="preload" as="image" fetchpriority="high" href="/uploads/a.webp" />',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n');
    const deferred = startAppAfterPaint(html);
    expect(deferred).not.toContain('<script type="module" crossorigin');
    expect(deferred).not.toContain('modulepreload');
    expect(deferred).toContain('<link rel="stylesheet" crossorigin href="/assets/index-9.css">');
    expect(deferred).toContain('<link rel="preload" as="image" fetchpriority="high" href="/uploads/a.webp" />');
    expect(deferred).toContain(
      '<meta name="app-modules" content="/assets/index-1.js /assets/framework-2.js /assets/HomePage-3.js" />',
    );
    expect(deferred).toMatch(/<script type="module" src="\/after-paint.js"><\/script>\s*<\/head>/);
  });

  it('leaves a page without the entry script as it is', () => {
    const html = '<html><head><title>x</title></head><body></body></html>';
    expect(startAppAfterPaint(html)).toBe(html);
  });
});
