import { darken, decomposeColor, hslToRgb, lighten } from '@mui/material/styles';

/** WCAG 2.1 AA (1.4.3): the contrast normal-size text needs against its background. */
export const READABLE_CONTRAST = 4.5;

const WHITE = '#ffffff';
/** Material UI's dark text (text.primary of its light palette), over white 16.1:1. */
const DARK_TEXT = 'rgba(0, 0, 0, 0.87)';

/** An opaque colour as [r, g, b], 0–255: `colour` drawn over `under` when it is translucent. */
function opaque(colour: string, under = WHITE): [number, number, number] {
  // Hex and rgb() come out as rgb; hsl() is converted first.
  const { values } = decomposeColor(colour.startsWith('hsl') ? hslToRgb(colour) : colour);
  const alpha = values.length > 3 ? Number(values[3]) : 1;
  const base = alpha < 1 ? opaque(under) : [0, 0, 0];
  // A browser draws the blend in whole channel values.
  return [0, 1, 2].map((i) => Math.round(Number(values[i]) * alpha + (base[i] ?? 0) * (1 - alpha))) as [
    number,
    number,
    number,
  ];
}

/** WCAG 2.1 relative luminance of an opaque [r, g, b]. */
function luminance(rgb: readonly number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio of `text` drawn on `background` (a translucent text colour blended over
 * it), unrounded. Material UI's getContrastRatio rounds luminance and ratio: white on #5465fe
 * reads 4.506 there and 4.497 in axe-core, which is what users' checkers measure.
 */
export function contrastRatio(text: string, background: string): number {
  const bg = opaque(background);
  const fg = opaque(text, `rgb(${bg.join(', ')})`);
  const [light, dark] = [luminance(fg), luminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour for a surface filled with `background`: white where white reaches 4.5:1 (as
 * Material UI's getContrastText picks it, with the WCAG threshold instead of its default 3),
 * else dark text.
 */
export function readableTextOn(background: string): string {
  return contrastRatio(WHITE, background) >= READABLE_CONTRAST ? WHITE : DARK_TEXT;
}

/**
 * The highlight of the current page's entry in a menu drawn in `surface` with `text`: a light veil
 * (18% white) where `text` still reads on it, else a dark one, so the entry a user is on never
 * reads worse than the others.
 */
export function activeHighlight(surface: string, text: string): string {
  const veil = 'rgba(255, 255, 255, 0.18)';
  const veiled = `rgb(${opaque(veil, surface).join(', ')})`;
  return contrastRatio(text, veiled) >= READABLE_CONTRAST ? veil : 'rgba(0, 0, 0, 0.18)';
}

/**
 * A shade of `colour` that reaches 4.5:1 against each of `backgrounds`, for a tenant colour used
 * as text, or as a button with white text, on the portal's light surfaces: the colour itself where
 * it already does, else the first darker step of it that does (lighter steps where the surfaces
 * are dark), so a tenant keeps its hue.
 */
export function readableShade(colour: string, backgrounds: readonly string[]): string {
  const reads = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= READABLE_CONTRAST);
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
