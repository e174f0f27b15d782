import { z } from 'zod';
import { HEX_COLOUR, LAYOUT_NAMES } from '../users/theme-values';
import { emailText, TEXT_MAX, text } from '../validation/text';

/**
 * Tenant management and tenant encryption keys (issue 17; docs/administration.md "Tenant
 * management" and "Encryption keys"). Platform staff only.
 */

const colour = text(7).regex(HEX_COLOUR, 'Must be a colour like #09d0bd');

/** The theme a tenant's portal is drawn in (ThemeSettings without the derived RGB form). */
export const TenantThemeInput = z.object({
  layoutName: text(32).pipe(z.enum(LAYOUT_NAMES)),
  buttonsLinkColor: colour,
  headerBackgroundColor: colour,
  mainBackgroundColor: colour,
  sidebarBackgroundColor: colour,
  primaryColor: colour,
  textColor: colour,
});
export type TenantThemeInput = z.infer<typeof TenantThemeInput>;

/** The fields of a tenant an operator edits (create and edit alike). */
export const TenantSettingsInput = z.object({
  name: text(TEXT_MAX.name).trim().min(1, 'Enter a name'),
  theme: TenantThemeInput,
  supportEmail: emailText().nullable(),
  emailSenderAddress: emailText().nullable(),
  loginTemplate: text(64)
    .trim()
    .regex(/^[a-z0-9-]*$/, 'Lower-case letters, digits and dashes only')
    .nullable(),
  /** ISO 4217 code of a currency Paydesk knows (GET /lookup/active-currencies). */
  baseCurrency: text(3).regex(/^[A-Z]{3}$/, 'A three-letter ISO 4217 code'),
});
export type TenantSettingsInput = z.infer<typeof TenantSettingsInput>;

/** A new tenant and its first administrator, who is invited by mail. */
export const TenantCreateInput = TenantSettingsInput.extend({
  firstAdministrator: z.object({
    email: emailText(),
    firstName: text(TEXT_MAX.name).trim().min(1, 'Enter a first name'),
    lastName: text(TEXT_MAX.name).trim().min(1, 'Enter a last name'),
  }),
});
export type TenantCreateInput = z.infer<typeof TenantCreateInput>;

/** Everything the edit form shows of a tenant. */
export const TenantSettings = z.object({
  tenantId: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  isDefaultTenant: z.boolean(),
  theme: TenantThemeInput,
  supportEmail: z.string().nullable(),
  emailSenderAddress: z.string().nullable(),
  loginTemplate: z.string().nullable(),
  baseCurrency: z.string().nullable(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  createdOn: z.string().describe('ISO 8601 date-time, UTC'),
});
export type TenantSettings = z.infer<typeof TenantSettings>;

export const TenantIdParams = z.object({ tenantId: z.uuid() });

/** The branding files a tenant uploads. */
export const BRANDING_ASSETS = ['logo', 'favicon'] as const;
export const BrandingAssetParams = TenantIdParams.extend({
  asset: text(16).pipe(z.enum(BRANDING_ASSETS)),
});
/** A logo or favicon at most 512 KiB, PNG or JPEG (SVG is refused: it may hold script). */
export const MAX_BRANDING_FILE_SIZE = 524_288;
export const BRANDING_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

// --- Encryption keys ---------------------------------------------------------------------------

/**
 * What a key is for: the tenant's data key (encrypts stored secrets), its webhook-signing key
 * (encrypts the merchants' webhook signing secrets), or an uploaded public key for settlement files.
 */
export const KEY_PURPOSES = ['data', 'webhook-signing', 'settlement-public'] as const;
/** The purposes whose keys encrypt stored values (their material is kept wrapped, never shown). */
export const SECRET_KEY_PURPOSES = ['data', 'webhook-signing'] as const satisfies readonly KeyPurpose[];
export type SecretKeyPurpose = (typeof SECRET_KEY_PURPOSES)[number];
export const KeyPurpose = z.enum(KEY_PURPOSES);
export type KeyPurpose = z.infer<typeof KeyPurpose>;

export const KEY_STATES = ['active', 'decrypt-only', 'retired'] as const;
export const KeyState = z.enum(KEY_STATES);
export type KeyState = z.infer<typeof KeyState>;

/** A key as the portal sees it: never its material. */
export const TenantKey = z.object({
  keyId: z.uuid(),
  tenantId: z.uuid(),
  purpose: KeyPurpose,
  version: z.number().int().min(1),
  state: KeyState,
  fingerprint: z.string(),
  label: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().describe('The e-mail address of who made it, or "system"'),
  retiredAt: z.string().nullable(),
  /** Stored values still encrypted under this key (data keys; 0 for public keys). */
  valuesInUse: z.number().int().min(0),
});
export type TenantKey = z.infer<typeof TenantKey>;

export const TenantKeyParams = TenantIdParams.extend({ keyId: z.uuid() });

/** An uploaded public key for settlement files (PEM, SPKI or PKCS#1). */
export const PublicKeyUpload = z.object({
  label: text(TEXT_MAX.name).trim().min(1, 'Enter a label'),
  pem: text(16_384, { multiline: true }).trim().min(1, 'Paste the public key (PEM)'),
});
export type PublicKeyUpload = z.infer<typeof PublicKeyUpload>;

/** What a rotation did: the new key, and how many values the re-encryption job has to move. */
export const KeyRotation = z.object({
  key: TenantKey,
  previousKeyId: z.uuid().nullable(),
  valuesToReencrypt: z.number().int().min(0),
});
export type KeyRotation = z.infer<typeof KeyRotation>;
