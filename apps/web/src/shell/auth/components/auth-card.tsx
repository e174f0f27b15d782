import './auth-pages.css';
import type { ReactNode } from 'react';

/**
 * The simple centred card every authentication page is drawn in. Plain HTML and auth-pages.css,
 * not Material UI: these pages are what a visitor who is not signed in downloads
 * (docs/architecture.md, "The first-load budget").
 */
export function AuthCard({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <main className="pd-auth-page pd-auth-page--padded">
      <div className="pd-auth-card">
        <div className="pd-auth-card__content pd-auth-stack">
          {children}
          {actions ? <div className="pd-auth-actions">{actions}</div> : null}
        </div>
      </div>
    </main>
  );
}
