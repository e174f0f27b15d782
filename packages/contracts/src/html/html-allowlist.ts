/**
 * The HTML Paydesk stores and shows from other people: notification descriptions (spec §3) and
 * proposal and agreement bodies. The server sanitises to this allowlist before storing; the portal
 * sanitises again to the same list before rendering, so a row written by anything else is safe too.
 *
 * Formatting and links only: no scripts, styles, forms, frames, images or event handlers.
 */
export const HTML_ALLOWLIST = {
  tags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  /** Attributes per tag; none are allowed on tags not listed. */
  attributes: { a: ['href', 'title'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  /** URL schemes a link may use (spec §5's URL rule, without ftp). */
  linkSchemes: ['http', 'https', 'mailto'],
} as const;
