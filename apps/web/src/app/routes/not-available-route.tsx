import { useTranslation } from 'react-i18next';
import { useLandingPath } from '../../shell/navigation/landing';
import { findRoute } from '../../shell/navigation/routes/route-table';
import type { RouteDef } from '../../shell/navigation/routes/route-types';
import { NotAvailablePage } from '../../shell/not-available/not-available-page';

/**
 * A registry route whose screen is not built yet. Loaded lazily, like any screen. Its button leads
 * to the user's landing path, never to the page itself (the landing of a user with no built screen
 * at all is their dashboard's "not available" page, which then has no button).
 */
export function NotAvailableRoute({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const landing = useLandingPath();
  const target = findRoute(landing);
  const here = landing.replace(/^\//, '') === route.path;
  return (
    <NotAvailablePage
      area={t(route.title)}
      landing={here || !target ? null : { path: landing, title: t(target.title) }}
    />
  );
}
