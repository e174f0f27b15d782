import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UserSession } from '@paydesk/contracts/profile/profile.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../components/feedback/feedback-context';
import { RetryAlert } from '../../components/load-state/retry-alert';
import { formatDateTime } from '../../lib/format/date-format';
import { errorMessageOf } from '../../lib/http/error-message';
import { useEndSession, useProfileSessions } from './api/profile-calls';

/**
 * The browsers the user is signed in on. Another one can be signed out here (a lost phone, a shared
 * computer): its tokens stop working at its next request. This browser signs out from the menu.
 */
export function SessionsCard() {
  const { t } = useTranslation();
  const notify = useNotify();
  const sessions = useProfileSessions();
  const end = useEndSession();
  const [ending, setEnding] = useState<UserSession | null>(null);

  const confirm = async () => {
    if (!ending) return;
    try {
      await end.mutateAsync(ending.id);
      notify.success(t('profile.sessions.ended'));
    } catch (error) {
      notify.error(await errorMessageOf(error));
    }
    setEnding(null);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        {t('profile.sessions.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('profile.sessions.intro')}
      </Typography>
      {sessions.isLoading && <LinearProgress aria-label={t('profile.sessions.loading')} sx={{ mt: 2 }} />}
      {sessions.isError && (
        <RetryAlert retryLabel={t('profile.retry')} onRetry={() => sessions.refetch()} sx={{ mt: 2 }}>
          {t('profile.sessions.loadFailed')}
        </RetryAlert>
      )}
      {sessions.data && (
        <List aria-label={t('profile.sessions.heading')}>
          {sessions.data.map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={
                session.current ? (
                  <Chip size="small" label={t('profile.sessions.thisBrowser')} />
                ) : (
                  <Button size="small" color="error" onClick={() => setEnding(session)}>
                    {t('profile.sessions.signOut')}
                  </Button>
                )
              }
            >
              <ListItemText
                primary={t('profile.sessions.signedInAt', { when: formatDateTime(session.signedInAt) })}
                secondary={
                  session.expiresAt
                    ? t('profile.sessions.expiresAt', { when: formatDateTime(session.expiresAt) })
                    : null
                }
              />
            </ListItem>
          ))}
        </List>
      )}
      {ending && (
        <ConfirmDialog
          open
          title={t('profile.sessions.confirmTitle')}
          message={t('profile.sessions.confirmMessage', { when: formatDateTime(ending.signedInAt) })}
          confirmLabel={t('profile.sessions.signOut')}
          destructive
          busy={end.isPending}
          onConfirm={confirm}
          onCancel={() => setEnding(null)}
        />
      )}
    </Paper>
  );
}
