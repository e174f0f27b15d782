import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG 2.1 AA (1.4.3): the contrast normal-size text needs against its background. */
export const READABLE_CONTRAST = 4.5;

const WHITE = '#ffffff';
/** Material UI's dark text (text.primary of its light palette), over white 15.9:1. */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/**
 * The text colour for a surface filled with `background`: white where white reaches 4.5:1 (as
 * Material UI's getContrastText picks it, with the WCAG threshold instead of its default 3),
 * else dark text.
 */
export function readableTextOn(background: string): string {
  return getContrastRatio(background, WHITE) >= READABLE_CONTRAST ? WHITE : DARK_TEXT;
}

/**
 * A shade of `colour` that reaches 4.5:1 against each of `backgrounds`, for a tenant colour used
 * as text, or as a button with white text, on the portal's light surfaces: the colour itself where
 * it already does, else the first darker step of it that does (lighter steps where the surfaces
 * are dark), so a tenant keeps its hue.
 */
export function readableShade(colour: string, backgrounds: readonly string[]): string {
  const reads = (c: string) => backgrounds.every((b) => getContrastRatio(c, b) >= READABLE_CONTRAST);
  if (reads(colour)) return colour;
  for (let step = 1; step <= 20; step += 1) {
    const darker = darken(colour, step / 20);
    if (reads(darker)) return darker;
  }
  for (let step = 1; step <= 20; step += 1) {
    const lighter = lighten(colour, step / 20);
    if (reads(lighter)) return lighter;
  }
  return colour;
}
