import sanitizeHtml from 'sanitize-html';

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const blockTags = ['p', 'br', 'hr', 'blockquote'];
const listTags = ['ul', 'ol', 'li'];
const inlineTags = ['a', 'strong', 'b', 'em', 'i', 'u'];
const tableTags = ['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

const policyHtmlOptions: sanitizeHtml.IOptions = {
  allowedTags: [...headingTags, ...blockTags, ...listTags, ...inlineTags, ...tableTags],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Policies are shown inside the app: links leave it in a new tab without handing it a window reference.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
};

/** Admin-written policy HTML reduced to an allow-list of formatting tags (docs/product/rules.md#content). */
export const sanitizePolicyHtml = (html: string) => sanitizeHtml(html, policyHtmlOptions);
