import type { SystemMode } from '@paydesk/contracts/auth/levels';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { cardBrandOf, cardDigits } from '@paydesk/contracts/virtual-terminal/card-checks';

/**
 * The mode a payment is taken in, as the server decides it from the Mode header the portal sends
 * (the stored SystemMode) and the user's processing status: a merchant still boarding or in the
 * sandbox pays in Test whatever the header says; anyone else in Test only when Test is chosen, so
 * staff, who have no switch, pay Live.
 */
export function vtPaymentMode(user: CurrentUser, stored: SystemMode | null): SystemMode {
  const status = user.merchant?.processingStatus;
  if (status === 'SandboxEnabled' || status === 'NoProcessing') return 'Test';
  return stored === 'Test' ? 'Test' : 'Live';
}

/** What the Live confirmation names of the card: its brand and last four digits, nothing more. */
export interface VtCardSummary {
  readonly brand: string;
  readonly lastFour: string;
}

/** The brand and last four digits of a (checked) card number; the full number is not kept. */
export function vtCardSummary(cardNumber: string): VtCardSummary {
  const digits = cardDigits(cardNumber);
  return { brand: cardBrandOf(digits) ?? '', lastFour: digits.slice(-4) };
}
