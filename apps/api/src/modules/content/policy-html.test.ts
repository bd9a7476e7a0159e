import { describe, expect, it } from 'vitest';
import { referencePolicies } from '../../seed/seed-reference.ts';
import { sanitizePolicyHtml } from './policy-html.ts';

describe('sanitizePolicyHtml', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes, rules and tables', () => {
    const html =
      '<h2>Title</h2><h3>Sub</h3><p>Text <strong>bold</strong> <em>it</em> <u>under</u><br />next</p>' +
      '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>quote</blockquote><hr />' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizePolicyHtml(html)).toBe(html);
  });

  it('removes scripts, styles, iframes and event handlers', () => {
    const html =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://evil.test"></iframe><img src="x" onerror="alert(1)" /><form><input /></form>';
    expect(sanitizePolicyHtml(html)).toBe('<p>Hi</p>');
  });

  it('keeps safe links, forcing rel and target, and drops javascript: urls', () => {
    expect(
      sanitizePolicyHtml('<a href="https://example.com/terms" title="Terms" target="_self" rel="opener">Terms</a>'),
    ).toBe('<a href="https://example.com/terms" title="Terms" target="_blank" rel="noopener noreferrer">Terms</a>');
    expect(sanitizePolicyHtml('<a href="mailto:help@example.com">Mail</a>')).toContain(
      'href="mailto:help@example.com"',
    );
    expect(sanitizePolicyHtml('<a href="/contact-us">Contact</a>')).toContain('href="/contact-us"');
    const unsafeUrls = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>x</script>',
      '//evil.test/x',
    ];
    for (const url of unsafeUrls) {
      const cleaned = sanitizePolicyHtml(`<a href="${url}">x</a>`);
      expect(cleaned, url).not.toMatch(/href=/);
      expect(cleaned).toContain('>x</a>');
    }
  });

  it('leaves the seeded policies unchanged (they use only allowed markup)', () => {
    for (const policy of referencePolicies) {
      expect(sanitizePolicyHtml(policy.content), policy.slug).toBe(policy.content);
    }
  });
});
