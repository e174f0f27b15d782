import { cloneElement, type MouseEvent, type ReactElement, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/feedback/feedback-context';
import { FEEDBACK_TIMINGS } from '../../components/feedback/feedback-store';
import { canAccess } from './access';
import { useCurrentUser } from './use-current-user';

/**
 * Spec §6: "Missing permission shows a snackbar 'You don't have permissions to take this action,
 * please Logout/Login with different credentials' for 5 s." The returned function runs `action`
 * when the signed-in user holds any one of `permissions` (spec §6: any-of); otherwise it shows that
 * snackbar and does nothing. Only inside the login guard (it reads the current user).
 *
 *   const refund = usePermittedAction(['CRM.Transaction.Refund'], () => openRefundDialog(row));
 *   <Button onClick={refund}>Refund</Button>
 */
export function usePermittedAction<Args extends unknown[]>(
  permissions: readonly string[],
  action: (...args: Args) => void,
): (...args: Args) => void {
  const user = useCurrentUser();
  const notify = useNotify();
  const { t } = useTranslation();
  const permitted = canAccess(user, { permissions });
  return useCallback(
    (...args: Args) => {
      if (permitted) {
        action(...args);
        return;
      }
      notify.snackbar(t('feedback.permissionDenied'), { durationMs: FEEDBACK_TIMINGS.snackbarMs });
    },
    [permitted, action, notify, t],
  );
}

type Clickable = ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;

/**
 * The same rule for one button, without touching its code: the child's `onClick` runs only for a
 * user with one of `permissions`; for anyone else a click shows the permission snackbar. The
 * button stays visible and enabled (the spec shows the message on the action, not a hidden button).
 *
 *   <PermissionGate permissions={['CRM.Transaction.Refund']}>
 *     <Button onClick={refund}>Refund</Button>
 *   </PermissionGate>
 */
export function PermissionGate({
  permissions,
  children,
}: {
  permissions: readonly string[];
  children: Clickable;
}) {
  const original = children.props.onClick;
  const guarded = usePermittedAction(permissions, (event: MouseEvent<HTMLElement>) => original?.(event));
  return cloneElement(children, { onClick: guarded });
}
