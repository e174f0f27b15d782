import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';
import { AuthHeading } from '../components/auth-parts';
import { LoginLinkButton } from '../components/login-link-button';

/** authentication/logged-out (spec §2). */
export function LoggedOutPage() {
  const { t } = useTranslation();
  return (
    <AuthCard actions={<LoginLinkButton />}>
      <AuthHeading>{t('auth.loggedOut')}</AuthHeading>
    </AuthCard>
  );
}
