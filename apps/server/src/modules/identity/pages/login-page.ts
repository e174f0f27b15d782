import { html, trustedHtml } from './html';
import { type PageTheme, page } from './layout';

export const INVALID_CREDENTIALS = 'Invalid email or password.';
export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Try again in a few minutes.';
/** The same for every e-mail, with or without an account (ACCOUNT_LOCK_MS is 30 minutes). */
export const ACCOUNT_LOCKED =
  'Sign-in for this email is locked for 30 minutes after too many failed attempts. To unlock it now, choose a new password through “Forgot your password?”.';

export interface LoginPageModel {
  /** The interaction this sign-in belongs to; the form posts back to it. */
  readonly uid: string;
  readonly email?: string;
  readonly error?: string;
  readonly theme?: PageTheme;
}

/** The sign-in form. Works without JavaScript; the only message on failure never says which part was wrong. */
export function loginPage(model: LoginPageModel): string {
  // After a failed attempt the email is kept, so the cursor goes to the password.
  const focusPassword = !!model.email;
  const back = `?return=${encodeURIComponent(model.uid)}`;
  return page(
    { title: 'Sign in', theme: model.theme },
    html`<h1>Sign in to Paydesk</h1>
<p class="muted">Use the email and password of your Paydesk account.</p>
${model.error ? html`<div class="alert alert-error" role="alert">${model.error}</div>` : null}
<form method="post" action="/interaction/${model.uid}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required ${focusPassword ? null : trustedHtml('autofocus')} value="${model.email ?? ''}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required ${focusPassword ? trustedHtml('autofocus') : null}>
<button type="submit">Sign in</button>
</form>
<div class="links">
<a href="/interaction/password-reset${back}">Forgot your password?</a>
<a href="/interaction/register${back}">Create an account</a>
</div>`,
  );
}
