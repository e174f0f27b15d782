import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useEffect } from 'react';
import { portalTitle } from './portal-title';

const DEFAULT_FAVICON = '/favicon.svg';

function faviconLink(): HTMLLinkElement {
  const existing = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (existing) return existing;
  const link = document.createElement('link');
  link.rel = 'icon';
  document.head.appendChild(link);
  return link;
}

/** Spec §1: the page title and the favicon come from the user's tenant and profile. */
export function useDocumentBranding(user: CurrentUser): void {
  const title = portalTitle(user);
  const favicon = user.favIconSource || DEFAULT_FAVICON;
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    faviconLink().href = favicon;
  }, [favicon]);
}
