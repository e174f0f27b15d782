import { z } from 'zod';
import { ProcessingStatus, UserType } from '../auth/levels';
import { HEX_COLOUR, LAYOUT_NAMES } from './theme-values';

export { DEFAULT_THEME_COLOURS } from './theme-values';

/** Spec §2 layout styles. */
export const LayoutName = z.enum(LAYOUT_NAMES);
export type LayoutName = z.infer<typeof LayoutName>;

const hexColour = z.string().regex(HEX_COLOUR, 'Must be a colour like #09d0bd');

export const ThemeSettings = z.object({
  layoutName: LayoutName,
  buttonsLinkColor: hexColour,
  buttonsLinkColorRGB: z.string().describe('The buttons/link colour as "r, g, b"'),
  headerBackgroundColor: hexColour,
  mainBackgroundColor: hexColour,
  sidebarBackgroundColor: hexColour,
  primaryColor: hexColour,
  textColor: hexColour,
});
export type ThemeSettings = z.infer<typeof ThemeSettings>;

export const MerchantSummary = z.object({
  merchantId: z.string(),
  legalBusinessName: z.string(),
  boardingStage: z.string(),
  merchantStatus: z.string(),
  reviewStatus: z.string(),
  processingStatus: ProcessingStatus,
  activationDate: z.string().nullable().describe('ISO 8601 date-time, UTC'),
  users: z.array(
    z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() }),
  ),
  merchantNotes: z.string().nullable(),
  description: z.string().nullable(),
  visibility: z.string(),
  merchantType: z.string(),
});
export type MerchantSummary = z.infer<typeof MerchantSummary>;

/** Spec §3 "Current user": what GET /users returns. */
export const CurrentUser = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  isPlatform: z.boolean(),
  lastLoginTime: z.string().nullable().describe('ISO 8601 date-time, UTC'),
  userType: UserType,
  userTypeName: z.enum(['Crm', 'Merchant', 'Platform']),
  permissions: z.array(z.string()),
  systemRoleId: z.string().nullable(),
  systemRoleName: z.string().nullable(),
  isAdministrator: z.boolean(),
  tenantId: z.string().nullable(),
  tenants: z
    .record(z.string(), z.string())
    .describe('Tenant id to tenant name, for the tenants the user can see'),
  tenant: z.object({ id: z.string(), name: z.string(), isDefaultTenant: z.boolean() }).nullable(),
  merchantId: z.string().nullable(),
  configureTimeZone: z.string().describe('IANA time zone name, e.g. Europe/London'),
  checkoutLogoSource: z.string().nullable().describe('Logo URL'),
  favIconSource: z.string().nullable().describe('Favicon URL'),
  tenantSupportEmail: z.string().nullable(),
  loginTemplate: z.string().nullable(),
  themeSettings: ThemeSettings,
  merchant: MerchantSummary.nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;
