/**
 * Whether queued mail is delivered (an SMTP server is configured, and the mail plugin's dispatcher
 * sends it) or kept in the outbox. Process-wide, because queueMail is called inside other modules'
 * transactions and takes no configuration (one server runs per process; the mail plugin sets this
 * when the app starts and resets it when the app closes).
 */
export type MailDelivery = 'smtp' | 'keep';

let delivery: MailDelivery = 'keep';

export function setMailDelivery(value: MailDelivery): void {
  delivery = value;
}

export function mailDelivery(): MailDelivery {
  return delivery;
}
