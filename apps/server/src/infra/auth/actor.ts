import type { Audience, SystemMode, UserLevel, UserType } from '@paydesk/contracts/auth/levels';

/**
 * Who is calling, resolved once per request from the verified access token (ARCHITECTURE §4).
 * Every scoped query starts from this.
 */
export interface Actor {
  readonly userId: string;
  readonly email: string;
  readonly userType: UserType;
  readonly audience: Audience;
  readonly level: UserLevel;
  /** The user's own tenant; null for platform staff, who may act on any tenant. */
  readonly tenantId: string | null;
  /** The user's merchant, for merchant users. */
  readonly merchantId: string | null;
  readonly permissions: ReadonlySet<string>;
  /**
   * The keys the user's roles flag in `scaRequiredPermissions` (their union): a call listing one of
   * them needs a step-up code (infra/step-up/step-up-rule.ts). Empty or absent for platform staff.
   */
  readonly scaRequired?: ReadonlySet<string>;
  /** Per-user limits (spec §6); null means not limited. */
  readonly limits: {
    readonly customers: readonly string[] | null;
    readonly paymentMethods: readonly string[] | null;
    readonly serviceProviders: readonly string[] | null;
  };
  /** Test/Live from the `Mode` header (spec §4); merchants that cannot go live are always Test. */
  readonly mode: SystemMode;
  /** The provider grant (sign-in session) the request's token was issued to, when it names one. */
  readonly grantId?: string;
}

/** The claims the API relies on, after the token's signature, issuer, audience and expiry were checked. */
export interface VerifiedToken {
  readonly sub: string;
  readonly profile: string;
  /** The user's token generation when the token was issued; a password change starts a new one. */
  readonly tokenGeneration?: number;
  /** The provider grant (sign-in session) the token was issued to; a logout refuses its tokens. */
  readonly grantId?: string;
}

export interface AccessTokenVerifier {
  /** Resolves the verified claims, or rejects for a missing, expired, forged or foreign token. */
  verify(token: string): Promise<VerifiedToken>;
}

export interface ActorResolver {
  /** The actor for a verified token, or null when the user does not exist or is inactive. */
  resolve(token: VerifiedToken, modeHeader: string | undefined): Promise<Actor | null>;
}
