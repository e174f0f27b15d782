import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth-context';
import { startLogout } from '../auth-paths';
import { AuthCard } from '../components/auth-card';
import { AuthButton, AuthHeading, AuthText } from '../components/auth-parts';
import { resolvePostLoginPath } from '../post-login-path';
import { DEFAULT_LOGIN_PATH } from '../return-url';

/** authentication/unauthorized: where the permission guard sends a user (spec §2). */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The dashboard of the user's type (crm users have their own); unknown until GET /users answers.
  const toDashboard = async () => {
    await navigate(isAuthenticated ? await resolvePostLoginPath(null, queryClient) : DEFAULT_LOGIN_PATH);
  };

  return (
    <AuthCard
      actions={
        <>
          <AuthButton variant="outlined" onClick={() => startLogout(navigate)}>
            {t('auth.logout')}
          </AuthButton>
          <AuthButton variant="contained" onClick={() => void toDashboard()}>
            {t('auth.backToDashboard')}
          </AuthButton>
        </>
      }
    >
      <AuthHeading>{t('auth.unauthorizedHeading')}</AuthHeading>
      <AuthText>{t('auth.unauthorizedText')}</AuthText>
    </AuthCard>
  );
}
