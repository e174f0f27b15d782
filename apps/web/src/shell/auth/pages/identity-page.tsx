import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth-context';
import { browserLocation } from '../browser-location';
import { AuthProgress } from '../components/auth-progress';
import { useRunOnce } from './use-run-once';

/**
 * authentication/register and authentication/profile: the identity provider's own pages (spec §2).
 * `replace`, so the back button skips this hop instead of bouncing back to the provider.
 */
export function IdentityPage({ page }: { page: 'register' | 'profile' }) {
  const { t } = useTranslation();
  const { configuration } = useAuth();
  useRunOnce(() => {
    browserLocation.replace(page === 'register' ? configuration.registrationUrl : configuration.profileUrl);
  });
  return <AuthProgress label={t('auth.openingIdentityProvider')} />;
}
