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
    for (const key of closure(manifest, [pageModule])) {
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

/** index.html with the hints at the end of its head. */
export const withPageHints = (indexHtml: string, tags: string[]) =>
  tags.length ? indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : indexHtml;
