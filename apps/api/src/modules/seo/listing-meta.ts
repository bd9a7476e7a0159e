import { BrandName } from '@app/contract';

export interface ListingPreview {
  title: string;
  description: string;
  category: string;
  address: string;
  image: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": '#39', '"': 'quot' }[character]};`,
  );

/** At most `max` characters on one line, cut at a word with an ellipsis. */
function summary(text: string, max: number) {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`;
}

/**
 * The app's index.html with a listing's own title, description, canonical URL and Open Graph / Twitter tags, so
 * crawlers and link previews (the share buttons' targets) show the listing without running the app.
 */
export function withListingMeta(indexHtml: string, listing: ListingPreview, pageUrl: string, origin: string) {
  const title = `${listing.title} · ${listing.category} by the hour · ${BrandName}`;
  const description = summary(`${listing.description} ${listing.address}.`, 200);
  const image = listing.image ? (/^https?:/.test(listing.image) ? listing.image : `${origin}/${listing.image}`) : null;
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(pageUrl)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(BrandName)}" />`,
    `<meta property="og:title" content="${escapeHtml(listing.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(listing.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(image ? [`<meta name="twitter:image" content="${escapeHtml(image)}" />`] : []),
  ];
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/, tags.join('\n    '));
}
