import { ping } from '@paydesk/contracts/session/ping.endpoints';
import { useMutation } from '@tanstack/react-query';
import { useContext, useRef } from 'react';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../lib/api/api-client';
import { AuthContext } from '../auth/auth-context';
import { startLogout } from '../auth/auth-paths';
import { IdleDialog } from './idle-dialog';
import { IDLE_DEFAULTS } from './idle-session';
import { useIdleSession } from './use-idle-session';

/**
 * The idle session of spec §4 for the signed-in portal: after `sessionIdleSeconds` without
 * activity in any tab the dialog counts down `sessionTimeoutSeconds`; Quit or the end of the
 * countdown signs out the normal way (the logout page, as the Logout button does). While the user
 * is active a keep-alive GET /ping goes every `pingSeconds`; it is a mutation of the app's query
 * client, so a failed ping shows the error toast and a 401 ends the session like any other call.
 *
 * Renders nothing outside a signed-in session (and where no AuthProvider exists, as in layout
 * tests), so the layout can always mount it.
 */
export function IdleSessionWatcher() {
  const auth = useContext(AuthContext);
  if (!auth?.isAuthenticated) return null;
  const { sessionIdleSeconds, sessionTimeoutSeconds, pingSeconds } = auth.configuration;
  return (
    <IdleSessionRunner
      idleSeconds={sessionIdleSeconds ?? IDLE_DEFAULTS.idleSeconds}
      timeoutSeconds={sessionTimeoutSeconds ?? IDLE_DEFAULTS.timeoutSeconds}
      pingSeconds={pingSeconds ?? IDLE_DEFAULTS.pingSeconds}
    />
  );
}

function IdleSessionRunner(props: { idleSeconds: number; timeoutSeconds: number; pingSeconds: number }) {
  const navigate = useNavigate();
  const keepAlive = useMutation({
    mutationKey: ['session', 'ping'],
    mutationFn: () => callEndpoint(ping),
  });
  const leaving = useRef(false);
  const signOut = () => {
    if (leaving.current) return;
    leaving.current = true;
    startLogout(navigate);
  };
  const { state, continueSession } = useIdleSession({
    ...props,
    ping: () => keepAlive.mutate(),
    onTimeout: signOut,
  });
  const warning = state.phase === 'warning';
  return (
    <IdleDialog
      open={warning}
      secondsLeft={warning ? state.secondsLeft : props.timeoutSeconds}
      onContinue={continueSession}
      onQuit={signOut}
    />
  );
}
