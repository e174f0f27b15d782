-- Issue 15 (PCI DSS 8.3.4): sign-in for an e-mail is locked for 30 minutes after 10 failed password
-- checks in a row (modules/identity/account-lockout.ts). Keyed by the e-mail, not the user, so an
-- unknown e-mail is locked the same way and the sign-in page does not tell whether an account exists.
-- failures is counted before each password check and read back in the same statement; locked_at and
-- times_locked record the locks (there is no audit trail yet).
create table account_lockouts (
  email text primary key,
  failures integer not null default 0,
  locked_until timestamptz,
  locked_at timestamptz,
  times_locked integer not null default 0
);
