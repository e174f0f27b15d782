import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../passwords';
import { html } from './html';
import { page } from './layout';
import { passwordMeter, passwordMeterHead } from './password-meter';

export const RESET_REQUESTED =
  'If an account exists for that email, we have sent a link to reset the password.';
export const RESET_LINK_INVALID =
  'This link to set the password is not valid any more. Links work once: a reset for 15 minutes, an invitation for 7 days.';
export const PASSWORD_CHANGED = 'Your password has been changed.';

/** A heading, a sentence and a link onwards: for dead ends (expired links, expired sign-in requests). */
export function messagePage(model: {
  title: string;
  text: string;
  linkHref: string;
  linkText: string;
}): string {
  return page(
    { title: model.title },
    html`<h1>${model.title}</h1>
<p>${model.text}</p>
<p><a href="${model.linkHref}">${model.linkText}</a></p>`,
  );
}

/**
 * Paydesk has no open self-registration: accounts are created by the user's tenant or platform
 * administrator (an invitation sets the password). The page says so rather than pretending.
 */
export function registrationPage(model: { signInHref: string }): string {
  return page(
    { title: 'Create an account' },
    html`<h1>Create an account</h1>
<p>Paydesk accounts are created by your organisation. Ask your tenant administrator (or, for tenant staff, the platform administrator) to add you; you will receive an email to set your password.</p>
<p class="muted">Already have an account but forgot the password? Reset it from the sign-in page.</p>
<div class="links"><a href="${model.signInHref}">Back to sign in</a><a href="/interaction/password-reset">Forgot your password?</a></div>`,
  );
}

export interface ProfilePageModel {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** Ties the form to the provider session (see profile-routes). */
  readonly csrf: string;
  readonly portalHref: string;
  readonly error?: string;
  readonly notice?: string;
}

export function profilePage(model: ProfilePageModel): string {
  return page(
    { title: 'Your profile', head: passwordMeterHead },
    html`<h1>Your profile</h1>
<dl><dt>Name</dt><dd>${model.firstName} ${model.lastName}</dd><dt>Email</dt><dd>${model.email}</dd></dl>
<p class="muted">Your name and email are managed by your administrator.</p>
<h2>Change password</h2>
${model.error ? html`<div class="alert alert-error" role="alert">${model.error}</div>` : null}
${model.notice ? html`<div class="alert alert-info" role="status">${model.notice}</div>` : null}
<form method="post" action="/interaction/profile/password">
<input type="hidden" name="csrf" value="${model.csrf}">
<label for="currentPassword">Current password</label>
<input id="currentPassword" name="currentPassword" type="password" autocomplete="current-password" required>
<label for="newPassword">New password</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" data-password-meter="newPassword-meter" aria-describedby="newPassword-strength">
${passwordMeter('newPassword')}
<label for="confirmPassword">Repeat the new password</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}">
<p class="muted hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<button type="submit">Change password</button>
</form>
<div class="links"><a href="${model.portalHref}">Back to Paydesk</a></div>`,
  );
}

export function passwordResetRequestPage(model: {
  signInHref: string;
  notice?: string;
  error?: string;
}): string {
  return page(
    { title: 'Reset your password' },
    html`<h1>Reset your password</h1>
${model.notice ? html`<div class="alert alert-info" role="status">${model.notice}</div>` : html`<p>Enter the email of your account and we will send you a link to choose a new password.</p>`}
${model.error ? html`<div class="alert alert-error" role="alert">${model.error}</div>` : null}
<form method="post" action="/interaction/password-reset">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Send the link</button>
</form>
<div class="links"><a href="${model.signInHref}">Back to sign in</a></div>`,
  );
}

export function passwordResetFormPage(model: {
  token: string;
  error?: string;
  invitation?: boolean;
}): string {
  // One page for a reset and an invitation (an invited user has no password yet).
  const title = model.invitation ? 'Choose your password' : 'Choose a new password';
  return page(
    { title, head: passwordMeterHead },
    html`<h1>${title}</h1>
${model.error ? html`<div class="alert alert-error" role="alert">${model.error}</div>` : null}
<form method="post" action="/interaction/password-reset/${model.token}">
<label for="newPassword">${model.invitation ? 'Password' : 'New password'}</label>
<input id="newPassword" name="newPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}" autofocus data-password-meter="newPassword-meter" aria-describedby="newPassword-strength">
${passwordMeter('newPassword')}
<label for="confirmPassword">${model.invitation ? 'Repeat the password' : 'Repeat the new password'}</label>
<input id="confirmPassword" name="confirmPassword" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" maxlength="${PASSWORD_MAX_LENGTH}">
<p class="muted hint">${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.</p>
<button type="submit">Set the password</button>
</form>`,
  );
}
