import Box, { type BoxProps } from '@mui/material/Box';
import { useMemo } from 'react';
import { sanitiseHtml } from '../../lib/html/sanitise-html';

export type SanitisedHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Stored HTML (a notification description, a proposal body); cleaned to HTML_ALLOWLIST here. */
  readonly html: string;
};

/**
 * Renders stored HTML after the portal's own sanitising pass. The one place the portal sets
 * innerHTML from data, so the rule lives in one file.
 */
export function SanitisedHtml({ html, sx, ...boxProps }: SanitisedHtmlProps) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return (
    <Box
      {...boxProps}
      sx={[
        { overflowWrap: 'anywhere', '& p': { my: 0.5 }, '& table': { borderCollapse: 'collapse' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned to HTML_ALLOWLIST just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
