import { HTML_ALLOWLIST } from '@paydesk/contracts/html/html-allowlist';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML that came from someone else (a notification's description, a proposal's body) is cut down to
 * the shared allowlist before it is stored: formatting and links only. The portal sanitises again to
 * the same list when it renders, so neither side alone has to be perfect.
 *
 * - Tags outside the list are dropped but their text is kept; the contents of script-like elements
 *   (and of elements that hold no readable text) are dropped with them.
 * - Attributes are allowed per tag only (no event handlers, no style, no class).
 * - Links keep http, https, mailto and relative portal paths; `javascript:`, `data:` and
 *   protocol-relative (`//host`) addresses are removed.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWLIST.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...HTML_ALLOWLIST.linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'title',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
};

/**
 * Sanitised HTML, stable under a second pass. The parser keeps what a dropped tag held, so an
 * allowed tag can end up inside one that HTML closes first (`<p onmouseover="x"><A<script><p>` gave
 * `<p><p></p></p>`, which parses again as three paragraphs): such output is sanitised again until it
 * no longer changes, so what is stored is what a later pass over it, or a browser, makes of it.
 */
export function sanitiseHtml(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  for (let pass = 0; pass < MAX_EXTRA_PASSES; pass += 1) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) return clean;
    clean = again;
  }
  return clean;
}

/** Each pass can only flatten nesting, so a few settle any input the property test has found. */
const MAX_EXTRA_PASSES = 4;

/** Text made safe to place inside HTML (for producers that build a description around user input). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Sanitised HTML of at most `limit` characters. Cutting sanitised HTML can split a tag or an entity
 * and leave elements open, so the cut never ends inside a tag or entity and is sanitised again (which
 * closes what it left open); the closing tags it adds are paid for by cutting that much earlier.
 */
export function sanitiseHtmlWithin(html: string, limit: number): string {
  const clean = sanitiseHtml(html);
  if (clean.length <= limit) return clean;
  let budget = limit - 1;
  for (let attempt = 0; attempt < 8 && budget > 0; attempt += 1) {
    const result = sanitiseHtml(`${cutOutsideMarkup(clean, budget)}…`);
    if (result.length <= limit) return result;
    budget -= result.length - limit;
  }
  // Deeply nested markup: keep the text alone.
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} });
  return `${cutOutsideMarkup(text, limit - 1)}…`;
}

function cutOutsideMarkup(html: string, length: number): string {
  let cut = html.slice(0, Math.max(0, length));
  const tagStart = cut.lastIndexOf('<');
  if (tagStart > cut.lastIndexOf('>')) cut = cut.slice(0, tagStart);
  const entityStart = cut.lastIndexOf('&');
  if (entityStart > cut.lastIndexOf(';')) cut = cut.slice(0, entityStart);
  return cut;
}
