import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createPortalTheme } from './portal-theme';
import { activeHighlight, contrastRatio, readableShade, readableTextOn } from './readable-colours';

describe('readable colours from a tenant palette', () => {
  it('gives spec §9’s default primary #09d0bd a text colour that reaches 4.5:1', () => {
    const text = readableTextOn('#09d0bd');
    expect(text).not.toBe('#ffffff');
    expect(contrastRatio('#09d0bd', text)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps white text on a dark tenant colour and gives a very light one dark text', () => {
    expect(readableTextOn('#0b3d5c')).toBe('#ffffff');
    expect(readableTextOn('#1e293b')).toBe('#ffffff');
    expect(readableTextOn('#fff7d6')).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('darkens a light tenant colour until it reads on white and on the main background', () => {
    for (const colour of ['#09d0bd', '#f59e0b', '#ffeb3b', '#ffffff']) {
      const shade = readableShade(colour, ['#ffffff', '#f5f5f5']);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shade, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    }
    // A colour that already reads is kept as it is.
    expect(readableShade('#0e7490', ['#ffffff'])).toBe('#0e7490');
  });

  it('lightens a colour on dark surfaces', () => {
    const shade = readableShade('#0b3d5c', ['#111111']);
    expect(contrastRatio(shade, '#111111')).toBeGreaterThanOrEqual(4.5);
  });

  it('makes the theme’s primary buttons and text readable for any tenant', () => {
    for (const primaryColor of ['#09d0bd', '#f59e0b', '#0b3d5c', '#fff7d6']) {
      const { palette } = createPortalTheme({ primaryColor });
      expect(contrastRatio(palette.primary.main, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primary.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    // A dark tenant colour is used as it is.
    expect(createPortalTheme({ primaryColor: '#0b3d5c' }).palette.primary.main).toBe('#0b3d5c');
  });

  it('keeps a disabled field’s helper text in the readable secondary text colour', () => {
    const theme = createPortalTheme(undefined);
    const root = theme.components?.MuiFormHelperText?.styleOverrides?.root as Record<
      string,
      { color: string }
    >;
    expect(root['&.Mui-disabled']?.color).toBe(theme.palette.text.secondary);
    const label = theme.components?.MuiFormLabel?.styleOverrides?.root as Record<string, { color: string }>;
    expect(label['&.Mui-disabled']?.color).toBe(theme.palette.text.secondary);
    expect(contrastRatio(theme.palette.text.secondary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast unrounded, as accessibility checkers do', () => {
    // Material UI's rounded luminance passes this one (4.506); it is 4.497.
    expect(getContrastRatio('#ffffff', '#5465fe')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', '#5465fe')).toBeCloseTo(4.497, 3);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    // A translucent text colour is blended over its background.
    expect(contrastRatio('rgba(0, 0, 0, 0.87)', '#ffffff')).toBeCloseTo(16.1, 1);
    expect(readableTextOn('#5465fe')).not.toBe('#ffffff');
  });

  it('highlights the current menu entry without losing its text contrast', () => {
    // White veil on the default sidebar #2e43fe would give #5465fe (4.497:1 with white text).
    expect(activeHighlight('#2e43fe', '#ffffff')).toBe('rgba(0, 0, 0, 0.18)');
    expect(activeHighlight('#0b3d5c', '#ffffff')).toBe('rgba(255, 255, 255, 0.18)');
    const { palette } = createPortalTheme(undefined);
    expect(palette.portal.sidebarActive).toBe('rgba(0, 0, 0, 0.18)');
    // A sidebar too light for white text gets dark text.
    expect(createPortalTheme({ sidebarBackgroundColor: '#ffe082' }).palette.portal.sidebarText).not.toBe(
      '#ffffff',
    );
  });
});
