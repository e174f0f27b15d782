import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance, STATUS_PALETTE } from './status-palette';
import { STATUS_TONES } from './status-tones';

describe('status pill palette', () => {
  it('computes WCAG contrast correctly (reference pairs)', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 on white is the classic just-passing grey: 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(STATUS_TONES)('%s text on its background has a contrast of at least 4.5:1', (tone) => {
    const { text, background } = STATUS_PALETTE[tone];
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every tone its own background', () => {
    const backgrounds = STATUS_TONES.map((tone) => STATUS_PALETTE[tone].background);
    expect(new Set(backgrounds).size).toBe(STATUS_TONES.length);
  });
});
