/** The parts of Vite's build manifest (dist/.vite/manifest.json) the hints need. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** Public pages and the module of their route's page (the web app's router loads it lazily). */
const pageModules: [RegExp, string][] = [
  [/^\/$/, 'src/features/home/HomePage.tsx'],
  [/^\/listing$/, 'src/features/search/SearchPage.tsx'],
  [/^\/view-detail\/[^/]+$/, 'src/features/listing/ListingDetailPage.tsx'],
  [/^\/becomeahost$/, 'src/features/accounts/BecomeHostPage.tsx'],
  [/^\/contact-us$/, 'src/features/content/ContactPage.tsx'],
  [/^\/policy\/[^/]+$/, 'src/features/content/PolicyPage.tsx'],
  [/^\/Signup$/, 'src/features/accounts/SignupPage.tsx'],
];

/** MUI's theme, which the router loads with every page but the plain ones below (apps/web/src/components/theme/themed.tsx). */
const themeModule = 'src/components/theme/MuiTheme.tsx';
const plainPageModules = new Set([
  'src/features/home/HomePage.tsx',
  'src/features/search/SearchPage.tsx',
  'src/features/listing/ListingDetailPage.tsx',
]);

/** Pages with a pre-rendered first screen (apps/web/dist/shells/<name>.html, see scripts/prerender-shells.mjs). */
export function shellName(pathname: string) {
  if (pathname === '/') return 'home';
  if (pathname === '/listing') return 'search';
  if (/^\/view-detail\/[^/]+$/.test(pathname)) return 'detail';
  return undefined;
}

function closure(manifest: BuildManifest, keys: string[], seen = new Set<string>()) {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest, manifest[key].imports ?? [], seen);
  }
  return seen;
}

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * `<link>` tags that let a first visit fetch, alongside the app's own code, what it would otherwise ask for only
 * once that code has run: the JavaScript of the page's route (the entry's is already in index.html) and the page's
 * largest image when the server knows it.
 */
export function pageHints(manifest: BuildManifest | undefined, pathname: string, options: { image?: string } = {}) {
  const tags: string[] = [];
  const pageModule = pageModules.find(([pattern]) => pattern.test(pathname))?.[1];
  if (manifest && pageModule && manifest[pageModule]) {
    const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
    const loaded = closure(manifest, entries);
    const modules = plainPageModules.has(pageModule) ? [pageModule] : [pageModule, themeModule];
    for (const key of closure(manifest, modules)) {
      if (!loaded.has(key))
        tags.push(`<link rel="modulepreload" crossorigin href="/${escapeAttribute(manifest[key]!.file)}" />`);
    }
  }
  if (options.image) {
    const href = /^https?:/.test(options.image) ? options.image : `/${options.image}`;
    tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}" />`);
  }
  return tags;
}

const desktopFrom = 900;

/**
 * The home hero's photo (the first popular listing's, as the app shows it: the 480 px thumbnail below the md
 * breakpoint, the large rendition from it) painted in the pre-rendered first screen and fetched at once, so the
 * hero does not wait for the app's script and its data call.
 */
export function heroPhotoHints(photo: { thumbnail: string; large: string }) {
  const url = (image: string) => (/^https?:/.test(image) ? image : `/${image}`);
  const gradient =
    'linear-gradient(115deg, rgba(4, 47, 46, 0.92) 0%, rgba(15, 118, 110, 0.72) 55%, rgba(245, 158, 11, 0.35) 100%)';
  const layer = (image: string) => `${gradient}, url("${url(image).replace(/["\\<>]/g, '')}")`;
  const hero = '[data-shell] section[aria-labelledby="hero-title"]';
  return [
    `<style>@media (max-width: ${desktopFrom - 0.05}px) { ${hero} { background-image: ${layer(photo.thumbnail)}; } }` +
      ` @media (min-width: ${desktopFrom}px) { ${hero} { background-image: ${layer(photo.large)}; } }</style>`,
    `<link rel="preload" as="image" fetchpriority="high" media="(max-width: ${desktopFrom - 0.05}px)" href="${escapeAttribute(url(photo.thumbnail))}" />`,
    `<link rel="preload" as="image" fetchpriority="high" media="(min-width: ${desktopFrom}px)" href="${escapeAttribute(url(photo.large))}" />`,
  ];
}

/**
 * A photo the page will show first (search: the first result's thumbnail; a listing on a phone: its first photo),
 * painted in the pre-rendered first screen where the app's placeholder for it stands (`data-shell-photo`).
 */
export function shellPhotoHints(image: string, { media, preload = true }: { media?: string; preload?: boolean } = {}) {
  const href = /^https?:/.test(image) ? image : `/${image}`;
  const rule = `[data-shell] [data-shell-photo] { background: url("${href.replace(/["\\<>]/g, '')}") center / cover no-repeat; animation: none; }`;
  return [
    `<style>${media ? `@media ${media} { ${rule} }` : rule}</style>`,
    ...(preload
      ? [
          `<link rel="preload" as="image" fetchpriority="high"${media ? ` media="${media}"` : ''} href="${escapeAttribute(href)}" />`,
        ]
      : []),
  ];
}

/**
 * A page sent with its first screen in the HTML starts the app only once that screen has painted: the entry script
 * and the module preloads leave the head for `<meta name="app-modules">`, which `/after-paint.js` (apps/web/public)
 * reads after the first frame. On a slow phone connection the page's CSS and first photo then have the line to
 * themselves (Lighthouse mobile, home: first contentful paint 2.5 → 1.0 s, largest 2.6 → 1.2 s). The app's own
 * code is fetched one frame later; nothing a visitor can use waits on it, as the shell is the page's first screen.
 */
export function startAppAfterPaint(html: string) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  const modules = [entry[1]!, ...preloads].map(escapeAttribute).join(' ');
  return rest.replace(
    '</head>',
    `  <meta name="app-modules" content="${modules}" />\n    <script type="module" src="/after-paint.js"></script>\n  </head>`,
  );
}

/** index.html with the hints at the end of its head. */
export const withPageHints = (indexHtml: string, tags: string[]) =>
  tags.length ? indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : indexHtml;
