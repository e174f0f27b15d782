/**
 * Each demo account's authenticator secret (TOTP, SHA-1, 6 digits, 30 s; base32), enrolled by the
 * seed and listed in the README so a new user can add it to an authenticator app; the browser
 * tests compute step-up codes from them (docs/administration.md "Step-up codes"). Demo only: a
 * real user enrols their own in the profile settings.
 *
 * A file without imports, so the browser tests (e2e/) can read it by path without the server's
 * dependencies.
 */
export const DEMO_STEP_UP_SECRETS: Readonly<Record<string, string>> = {
  'platform.admin@paydesk.test': '2DFWKGT3JDRZ3LR3IP6PPH4IL44AGUBU',
  'tenant.admin@northwind.test': 'MI3HAL7EHKHWBXXNFIDPBIDBNJW3IKRJ',
  'tenant.agent@northwind.test': 'L2LOFR7LIZTTNEANALNHQZTG242DTI6Z',
  'tenant.admin@blueharbor.test': 'GPJSEITNU4HEDYDTQ3X2RW7UQCWFGCKS',
  'merchant.admin@acme.test': 'QIIVG6IHHJI4WQPQMYJ6USAVFBMYGEQ7',
  'merchant.sandbox@sandbox.test': '2CKJX6INGHBS5XO7UI25YMBDPUVNIAYO',
  'merchant.new@onboard.test': '47VG5XHOLLQK4Q5GSDWIINYC7YUU6CYW',
};
