import { DEFAULT_THEME_COLOURS } from '@paydesk/contracts/users/user-context.schemas';
import { describe, expect, it } from 'vitest';
import { BLUE_HARBOR_THEME, merchantAdmin, platformAdmin, tenantAgent } from '../../test/fixtures/users';
import { applyStoredColours, portalColours } from './portal-colours';
import { createPortalTheme } from './portal-theme';
import { portalTitle } from './portal-title';
import { readableShade } from './readable-colours';

describe('page title', () => {
  it('names the portal type and the company', () => {
    expect(portalTitle(tenantAgent)).toBe('Tenant — Northwind Payments');
    expect(portalTitle(merchantAdmin)).toBe('Merchant — Acme Retail Ltd');
    expect(portalTitle(platformAdmin)).toBe('Tenant — Paydesk Platform');
    expect(
      portalTitle({ ...platformAdmin, tenant: { id: 't', name: 'Blue Harbor', isDefaultTenant: false } }),
    ).toBe('Tenant — Blue Harbor');
  });
});

describe('portal theme', () => {
  it('takes the tenant’s colours', () => {
    const theme = createPortalTheme(BLUE_HARBOR_THEME);
    // The primary colour is the tenant's, in the shade that reads on white and on the main
    // background (readable-colours.test.ts): Blue Harbor's amber is darkened to reach 4.5:1.
    expect(theme.palette.primary.main).toBe(
      readableShade(BLUE_HARBOR_THEME.primaryColor, ['#ffffff', BLUE_HARBOR_THEME.mainBackgroundColor]),
    );
    expect(theme.palette.text.primary).toBe(BLUE_HARBOR_THEME.textColor);
    expect(theme.palette.background.default).toBe(BLUE_HARBOR_THEME.mainBackgroundColor);
    expect(theme.palette.portal.sidebar).toBe(BLUE_HARBOR_THEME.sidebarBackgroundColor);
    expect(theme.palette.portal.header).toBe(BLUE_HARBOR_THEME.headerBackgroundColor);
    // A light header keeps the tenant's text colour; a dark one gets white text.
    expect(theme.palette.portal.headerText).toBe(BLUE_HARBOR_THEME.textColor);
    expect(
      createPortalTheme({ ...BLUE_HARBOR_THEME, headerBackgroundColor: '#0b2545' }).palette.portal.headerText,
    ).toBe('#ffffff');
    expect(theme.palette.portal.layoutName).toBe('vertical-v2');
  });

  it('falls back to spec §9’s defaults, colour by colour', () => {
    expect(portalColours(null)).toMatchObject(DEFAULT_THEME_COLOURS);
    const colours = portalColours({ ...BLUE_HARBOR_THEME, primaryColor: 'blue', textColor: undefined });
    expect(colours.primaryColor).toBe('#09d0bd');
    expect(colours.textColor).toBe('#404040');
    expect(colours.sidebarBackgroundColor).toBe(BLUE_HARBOR_THEME.sidebarBackgroundColor);
    const theme = createPortalTheme(undefined);
    expect(theme.palette.portal.header).toBe('#ffffff');
    expect(theme.palette.portal.headerText).toBe('#404040');
    expect(theme.palette.portal.layoutName).toBe('vertical-layout-1');
  });
});

describe('the colours of the pages before sign-in', () => {
  it('are the stored theme’s, as Material UI draws them in the signed-in area', () => {
    const root = document.createElement('div');
    applyStoredColours(BLUE_HARBOR_THEME, root);
    const theme = createPortalTheme(BLUE_HARBOR_THEME);
    const variable = (name: string) => root.style.getPropertyValue(name);
    expect(variable('--pd-primary')).toBe(theme.palette.primary.main);
    expect(variable('--pd-primary-text')).toBe(theme.palette.primary.contrastText);
    expect(variable('--pd-primary-dark')).toBe(theme.palette.primary.dark);
    expect(variable('--pd-text')).toBe(BLUE_HARBOR_THEME.textColor);
    expect(variable('--pd-background')).toBe(BLUE_HARBOR_THEME.mainBackgroundColor);
  });

  it('fall back to spec §9’s defaults without a stored theme', () => {
    const root = document.createElement('div');
    applyStoredColours(null, root);
    expect(root.style.getPropertyValue('--pd-primary')).toBe(createPortalTheme(null).palette.primary.main);
    expect(root.style.getPropertyValue('--pd-background')).toBe('#f5f5f5');
  });
});
