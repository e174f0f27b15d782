import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { LANGUAGES } from './languages';

describe('i18n', () => {
  it('loads English and lists Turkish without loading it (spec §1)', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['en', 'tr']);
    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('tr', 'translation')).toBe(false);
    expect(i18n.t('notAvailable.heading')).toBe('This area is not available in this version yet');
  });
});
