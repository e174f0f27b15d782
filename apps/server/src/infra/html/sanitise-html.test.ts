import { HTML_ALLOWLIST } from '@paydesk/contracts/html/html-allowlist';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitiseHtml, sanitiseHtmlWithin } from './sanitise-html';

describe('sanitiseHtml', () => {
  it('keeps the allowed formatting and links', () => {
    const html =
      '<h3>Proposal</h3><p>Dear <strong>Acme</strong>, see <a href="https://paydesk.test/terms" title="Terms">the terms</a> and <a href="/boarding/proposals?proposalId=1">your proposal</a>.</p>' +
      '<ul><li><em>one</em></li></ul><table><thead><tr><th colspan="2">Fee</th></tr></thead><tbody><tr><td rowspan="1">1.00</td></tr></tbody></table>';
    expect(sanitiseHtml(html)).toBe(html);
    expect(sanitiseHtml('<a href="mailto:ops@paydesk.test">mail</a>')).toBe(
      '<a href="mailto:ops@paydesk.test">mail</a>',
    );
  });

  it('removes scripts, event handlers, javascript: links, styles and frames', () => {
    expect(sanitiseHtml('<p>Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(sanitiseHtml('<img src=x onerror="alert(1)"><p onclick="x()">text</p>')).toBe('<p>text</p>');
    expect(sanitiseHtml('<a href="javascript:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(sanitiseHtml('<a href="JaVaScRiPt:alert(1)">go</a>')).toBe('<a>go</a>');
    expect(sanitiseHtml('<a href="//evil.test/x">go</a>')).toBe('<a>go</a>');
    expect(sanitiseHtml('<a href="data:text/html,x" target="_blank">go</a>')).toBe('<a>go</a>');
    expect(sanitiseHtml('<p style="color:red" class="x">t</p><style>p{}</style>')).toBe('<p>t</p>');
    expect(sanitiseHtml('<iframe src="https://x"></iframe><svg><script>1</script></svg>ok')).toBe('ok');
    expect(sanitiseHtml('<form action="/x"><input value="1">field</form>')).toBe('field');
  });

  it('never lets a tag, handler or script scheme through, whatever the input', () => {
    const fragments = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '<a href=" javascript:x">',
      '<p onmouseover="x">',
      '<svg onload=x>',
      '<iframe>',
      '<style>',
      '<b>',
      '</b>',
      '<a href="https://ok.test">',
      '</a>',
      '"',
      "'",
      '<',
      '>',
      '&',
      '<!--',
      '-->',
      '<![CDATA[',
    );
    const input = fc
      .array(fc.oneof(fragments, fc.string({ maxLength: 8 })), { maxLength: 30 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(input, (html) => {
        const clean = sanitiseHtml(html);
        const tags = [...clean.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => (m[1] ?? '').toLowerCase());
        expect(tags.every((tag) => (HTML_ALLOWLIST.tags as readonly string[]).includes(tag))).toBe(true);
        // Text keeps < escaped, so every <...> left is a real tag: none carries a handler or script link.
        for (const tag of clean.match(/<[^>]*>/g) ?? []) {
          expect(tag).not.toMatch(/\son\w+/i);
          expect(tag).not.toMatch(/javascript:/i);
        }
        // Sanitising is stable: a second pass changes nothing.
        expect(sanitiseHtml(clean)).toBe(clean);
      }),
      { numRuns: 300 },
    );
  });

  it('settles an allowed tag that a dropped one left inside another (found by the property above)', () => {
    const clean = sanitiseHtml('<p onmouseover="x"><A<script><p onmouseover="x">');
    expect(sanitiseHtml(clean)).toBe(clean);
  });
});

describe('sanitiseHtmlWithin', () => {
  it('leaves short HTML as it is', () => {
    expect(sanitiseHtmlWithin('<p>short</p>', 100)).toBe('<p>short</p>');
  });

  it('cuts long HTML to the limit, never inside a tag or an entity, and closes what it cut', () => {
    const long = `<p><strong>${'Fish &amp; chips '.repeat(40)}</strong></p>`;
    for (const limit of [50, 51, 52, 53, 54, 55, 100, 333]) {
      const cut = sanitiseHtmlWithin(long, limit);
      expect(cut.length).toBeLessThanOrEqual(limit);
      expect(cut.startsWith('<p><strong>Fish &amp; chips')).toBe(true);
      expect(cut.endsWith('…</strong></p>')).toBe(true);
      expect(cut).not.toMatch(/&[a-z]*…/);
      expect(sanitiseHtml(cut)).toBe(cut);
    }
  });

  it('keeps within the limit for any input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 200 }), (html, limit) => {
        expect(sanitiseHtmlWithin(html, limit).length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 200 },
    );
  });
});

describe('escapeHtml', () => {
  it('makes text safe inside HTML', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe(
      '&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;',
    );
    expect(sanitiseHtml(`<p>${escapeHtml('<script>x</script>')}</p>`)).toBe(
      '<p>&lt;script&gt;x&lt;/script&gt;</p>',
    );
  });
});
