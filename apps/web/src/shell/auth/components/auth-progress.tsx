import './auth-pages.css';

/** Shown while the sign-in settings, the session or the user context load (drawn as AuthCard). */
export function AuthProgress({ label }: { label: string }) {
  return (
    <div className="pd-auth-page">
      <span className="pd-auth-spinner" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
