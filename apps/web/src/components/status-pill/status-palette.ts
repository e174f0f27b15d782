import type { StatusTone } from './status-tones';

export interface ToneColours {
  readonly background: string;
  readonly text: string;
}

/**
 * The pill colours of each tone: a light tint with dark text (black: white on near-black). Every
 * pair has a WCAG contrast of at least 4.5:1 (status-palette.test.ts computes it), so the small
 * pill text stays readable; the tone is never carried by colour alone, since the text says it.
 */
export const STATUS_PALETTE: Record<StatusTone, ToneColours> = {
  positive: { background: '#e3f4e8', text: '#1b5e20' },
  negative: { background: '#fde7e9', text: '#b71c1c' },
  pending: { background: '#fff3d6', text: '#7a4a00' },
  hold: { background: '#e8eaf6', text: '#303f9f' },
  neutral: { background: '#eceff1', text: '#37474f' },
  black: { background: '#212121', text: '#ffffff' },
};

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => {
    const c = Number.parseInt(h, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
