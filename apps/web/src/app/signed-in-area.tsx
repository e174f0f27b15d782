import '../i18n/i18n';
import { RequireLogin } from '../features/auth/require-login';
import { AppLayout } from '../features/layout/app-layout';
import { LabelSeeding } from '../features/support/labels/label-seeding';

/**
 * Everything behind sign-in: the login guard around the layout. Loaded as its own chunk, so the
 * authentication pages (the first thing a new visitor downloads) do not carry the layout, the
 * menus and their icons. Spec §4 label seeding runs here, once per sign-in.
 */
export function SignedInArea() {
  return (
    <RequireLogin>
      <LabelSeeding />
      <AppLayout />
    </RequireLogin>
  );
}
