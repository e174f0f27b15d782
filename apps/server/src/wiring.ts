/**
 * Connects the ports that modules define on the caller's side to the modules that implement them.
 * Part of the composition root (with app.ts and db-schema.ts): imported for its effect by app.ts
 * and by the other entry points that write transactions without building the app (the test kit,
 * the seed and benchmark command lines).
 */
import { connectEncryptedStore } from './infra/crypto/encrypted-stores';
import { connectStepUpLockNotice } from './infra/step-up/step-up-lock-notice';
import { connectEventWebhooks, connectSettleableActions } from './modules/money';
import { mailStepUpLock, stepUpSecretStore } from './modules/step-up';
import { queueEventWebhook, webhookSecretStore } from './modules/transaction-webhooks';
import { VT_SETTLEABLE_ACTIONS } from './modules/virtual-terminal';

// An event's webhook is queued by transaction-webhooks' outbox, in the event's own transaction.
connectEventWebhooks(queueEventWebhook);

// A virtual-terminal payment's authorisation and capture are recorded (by the request, or by the
// reconciler after it died) through the bodies the virtual terminal owns.
connectSettleableActions(VT_SETTLEABLE_ACTIONS);

// A user whose step-up locks is told by mail, in the locking transaction.
connectStepUpLockNotice(mailStepUpLock);

// The webhook signing secrets are encrypted with their tenant's data key: the re-encryption job and
// the retire check reach them through the store port (docs/administration.md "Encryption keys").
connectEncryptedStore(webhookSecretStore);

// So are the step-up (TOTP) secrets, a platform user's under the platform key (the job encrypts the
// plaintext ones from before 0031 and moves a tenant user's onto the tenant's active data key).
connectEncryptedStore(stepUpSecretStore);
