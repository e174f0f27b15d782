import './auth-pages.css';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

/*
 * What the authentication pages draw inside their card, as plain HTML styled like Material UI's
 * Typography, Button and Alert (auth-pages.css), for the pages a visitor who is not signed in
 * downloads (docs/architecture.md, "The first-load budget").
 */

/** The page's heading (Material UI's h5, as an h1). */
export function AuthHeading({ children }: { children: ReactNode }) {
  return <h1 className="pd-auth-heading">{children}</h1>;
}

/** A paragraph of the page (Material UI's body1). */
export function AuthText({ children }: { children: ReactNode }) {
  return <p className="pd-auth-text">{children}</p>;
}

/** A button, contained (the main action) or outlined. */
export function AuthButton({
  variant,
  ...props
}: { variant: 'contained' | 'outlined' } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>) {
  return <button type="button" className={`pd-auth-button pd-auth-button--${variant}`} {...props} />;
}

/** The classes of a contained button, for a link drawn as one. */
export const AUTH_BUTTON_CLASSES = 'pd-auth-button pd-auth-button--contained';

/** Material UI's error outline icon, as its standard error Alert draws it. */
const ERROR_ICON =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

/** An error message (Material UI's standard error Alert); `wide` spans the card. */
export function AuthErrorAlert({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div role="alert" className={wide ? 'pd-auth-alert pd-auth-alert--wide' : 'pd-auth-alert'}>
      <div className="pd-auth-alert__icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ERROR_ICON} />
        </svg>
      </div>
      <div className="pd-auth-alert__message">{children}</div>
    </div>
  );
}
