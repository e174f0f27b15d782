import { describe, expect, it } from 'vitest';
import { localSettings } from './local-settings';

const TENANT_THEME = { layoutName: 'vertical-v2', primaryColor: '#f59e0b' };

describe('local theme config (spec §3: kept in local storage)', () => {
  it('keeps the tenant theme and the chosen layout side by side', () => {
    localSettings.setThemeConfig({ tenantTheme: TENANT_THEME });
    localSettings.setChosenLayout('user-1', 'material');
    expect(localSettings.getThemeConfig()).toEqual({
      tenantTheme: TENANT_THEME,
      chosenLayout: { userId: 'user-1', layoutName: 'material' },
    });
    // A new sign-in writes the tenant theme again; the choice stays.
    localSettings.setThemeConfig({ tenantTheme: { ...TENANT_THEME, primaryColor: '#000000' } });
    expect(localSettings.getChosenLayout('user-1')).toBe('material');
    expect(JSON.parse(localStorage.getItem('theme-config') ?? '')).toMatchObject({
      chosenLayout: { layoutName: 'material' },
    });
  });

  it('gives a chosen layout only to the user who chose it', () => {
    localSettings.setChosenLayout('user-1', 'enterprise');
    expect(localSettings.getChosenLayout('user-1')).toBe('enterprise');
    expect(localSettings.getChosenLayout('user-2')).toBeNull();
    localSettings.setChosenLayout('user-1', null);
    expect(localSettings.getChosenLayout('user-1')).toBeNull();
  });

  it('survives whatever is stored', () => {
    expect(localSettings.getThemeConfig()).toEqual({ tenantTheme: null, chosenLayout: null });
    localStorage.setItem('theme-config', '{broken');
    expect(localSettings.getThemeConfig()).toEqual({ tenantTheme: null, chosenLayout: null });
    localStorage.setItem(
      'theme-config',
      JSON.stringify({ chosenLayout: { userId: 'u', layoutName: 'retro' } }),
    );
    expect(localSettings.getChosenLayout('u')).toBeNull();
    localStorage.setItem('theme-config', '42');
    expect(localSettings.getThemeConfig().chosenLayout).toBeNull();
  });
});

describe('drawer width (spec §9: kept in local storage)', () => {
  it('is stored under the drawer-size key as whole pixels', () => {
    expect(localSettings.getDrawerSize()).toBeNull();
    localSettings.setDrawerSize(512.6);
    expect(localStorage.getItem('drawer-size')).toBe('513');
    expect(localSettings.getDrawerSize()).toBe(513);
    localStorage.setItem('drawer-size', 'wide');
    expect(localSettings.getDrawerSize()).toBeNull();
  });
});
