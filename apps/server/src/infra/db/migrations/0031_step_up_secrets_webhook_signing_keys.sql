-- Step-up TOTP secrets are encrypted at rest (docs/administration.md "Step-up codes", "Encryption
-- keys"): `secret` and `pending_secret` hold an envelope, the key columns the key it is under — the
-- user's tenant's data key (a tenant_keys id), or 'platform' for a platform user, who has no tenant
-- and whose values are under the platform key derived from the root key. Text, not a reference to
-- tenant_keys, for that reason. Null: still plaintext, from before this migration; the
-- re-encryption job encrypts those on its first pass, and a plaintext secret still verifies meanwhile.
alter table step_up_enrolments add column secret_key_id text;
alter table step_up_enrolments add column pending_secret_key_id text;

-- A tenant key may also be for webhook signing (issue 17: "data key, webhook signing; uploadable
-- public keys for settlement files"): a secret key like the data key, wrapped under the root key, that
-- encrypts the webhook signing secrets. The job moves the secrets the data key encrypted onto it.
alter table tenant_keys drop constraint tenant_keys_purpose_check;
alter table tenant_keys add constraint tenant_keys_purpose_check
  check (purpose in ('data', 'webhook-signing', 'settlement-public'));
alter table tenant_keys drop constraint tenant_keys_check;
alter table tenant_keys add constraint tenant_keys_wrapped_check
  check ((purpose in ('data', 'webhook-signing')) = (wrapped_key is not null));
