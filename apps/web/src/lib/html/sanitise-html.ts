import { HTML_ALLOWLIST } from '@paydesk/contracts/html/html-allowlist';
import DOMPurify from 'dompurify';

/**
 * The portal's own pass over stored HTML (notification descriptions, proposal and agreement bodies):
 * the server sanitised it to HTML_ALLOWLIST already, but a row written by anything else must be
 * just as harmless, so the same list is applied again before anything reaches innerHTML.
 */
const attributesByTag: Readonly<Record<string, readonly string[]>> = HTML_ALLOWLIST.attributes;
const allAttributes = [...new Set(Object.values(attributesByTag).flat())];
const schemes = HTML_ALLOWLIST.linkSchemes.join('|');
/** A listed scheme, or a relative URL (no scheme at all), as DOMPurify's own default rule reads it. */
const ALLOWED_URI = new RegExp(`^(?:(?:${schemes}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A private instance: its hook must not change how anyone else's DOMPurify behaves. */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // DOMPurify's ALLOWED_ATTR is one list for every tag; the allowlist is per tag (href on <a> only).
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const allowed = attributesByTag[node.nodeName.toLowerCase()] ?? [];
    if (!allowed.includes(data.attrName)) data.keepAttr = false;
  });
  return purifier;
}

export function sanitiseHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWLIST.tags],
    ALLOWED_ATTR: allAttributes,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
