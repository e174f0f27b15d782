import type { ManagedUser } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../lib/http/error-message';
import { type UserAction, useUserAction } from '../api/user-admin-calls';
import { managedTypeOf, type UserListKind } from './user-audience';

export interface PendingAction {
  readonly action: UserAction;
  readonly user: ManagedUser;
}

/** The actions that cannot be undone from the list, drawn in the error colour. */
const DESTRUCTIVE: ReadonlySet<UserAction> = new Set(['deactivate', 'delete']);

/**
 * "Are you sure?" before a state action on a user, naming who and what happens; the server's
 * refusal (the last administrator, one's own account) is shown as an error toast with its words.
 */
export function UserActionConfirm({
  list,
  pending,
  onClose,
}: {
  readonly list: UserListKind;
  readonly pending: PendingAction;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const notify = useNotify();
  const run = useUserAction(managedTypeOf(list));
  const { action, user } = pending;
  const texts = { name: `${user.firstName} ${user.lastName}`, email: user.email };
  const confirm = async () => {
    try {
      await run.mutateAsync({ action, user });
      notify.success(t(`userAdmin.confirm.${action}.done`, texts));
    } catch (error) {
      notify.error(await errorMessageOf(error));
    }
    onClose();
  };
  return (
    <ConfirmDialog
      open
      title={t(`userAdmin.confirm.${action}.title`, texts)}
      message={t(`userAdmin.confirm.${action}.message`, texts)}
      confirmLabel={t(`userAdmin.actions.${action}`)}
      busy={run.isPending}
      destructive={DESTRUCTIVE.has(action)}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
