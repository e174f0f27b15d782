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

describe('drafts of half-written texts (per user and per place)', () => {
  it('keeps a draft for its user and place only', () => {
    localSettings.setDraft('user-a', 'ticket:1', { content: 'Half a reply', visibility: 'internal' });
    expect(localSettings.getDraft('user-a', 'ticket:1')).toEqual({
      content: 'Half a reply',
      visibility: 'internal',
    });
    expect(localSettings.getDraft('user-b', 'ticket:1')).toBeNull();
    expect(localSettings.getDraft('user-a', 'ticket:2')).toBeNull();
    localSettings.setDraft('user-a', 'ticket:1', null);
    expect(localSettings.getDraft('user-a', 'ticket:1')).toBeNull();
  });

  it('reads only the text fields of whatever is stored', () => {
    localStorage.setItem('draft:u:new', '{broken');
    expect(localSettings.getDraft('u', 'new')).toBeNull();
    localStorage.setItem('draft:u:new', JSON.stringify({ subject: 'Hi', files: [{ name: 'a.pdf' }], n: 1 }));
    expect(localSettings.getDraft('u', 'new')).toEqual({ subject: 'Hi' });
    localStorage.setItem('draft:u:new', '[1]');
    expect(localSettings.getDraft('u', 'new')).toBeNull();
  });

  it('removes every draft at sign-out and leaves the other settings', () => {
    localSettings.setDraft('user-a', 'new', { subject: 'A' });
    localSettings.setDraft('user-b', 'ticket:1', { content: 'B' });
    localSettings.setChosenLayout('user-a', 'material');
    localSettings.setSystemMode('Live');
    localSettings.clearSession();
    expect(localSettings.getDraft('user-a', 'new')).toBeNull();
    expect(localSettings.getDraft('user-b', 'ticket:1')).toBeNull();
    expect(localSettings.getSystemMode()).toBeNull();
    expect(localSettings.getChosenLayout('user-a')).toBe('material');
  });
});
