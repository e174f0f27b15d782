import Button from '@mui/material/Button';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackProvider } from '../../components/feedback/feedback-provider';
import { createFeedbackStore } from '../../components/feedback/feedback-store';
import { makeCurrentUser, testQueryClient } from '../../test/auth-fixtures';
import { currentUserQuery } from './current-user.query';
import { PermissionGate, usePermittedAction } from './use-permitted-action';

const DENIED =
  "You don't have permissions to take this action, please Logout/Login with different credentials";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function renderAs(permissions: string[], ui: React.ReactNode) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(currentUserQuery.queryKey, makeCurrentUser({ permissions }));
  const store = createFeedbackStore();
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider store={store}>{ui}</FeedbackProvider>
    </QueryClientProvider>,
  );
  return store;
}

function RefundButton({ onRefund }: { onRefund: (id: string) => void }) {
  const refund = usePermittedAction(['CRM.Transaction.Refund', 'Platform.Transaction.Actions'], onRefund);
  return <Button onClick={() => refund('tx-1')}>Refund</Button>;
}

describe('usePermittedAction (spec §6 permission-denied snackbar)', () => {
  it('runs the action for a user holding any one of the permissions', () => {
    const onRefund = vi.fn();
    const store = renderAs(['Platform.Transaction.Actions'], <RefundButton onRefund={onRefund} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onRefund).toHaveBeenCalledWith('tx-1');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('shows the snackbar for 5 s instead, for a user holding none', () => {
    const onRefund = vi.fn();
    renderAs(['CRM.Transaction.View'], <RefundButton onRefund={onRefund} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onRefund).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(DENIED);
    expect(screen.getByText(DENIED).closest('[data-toast-kind]')).toHaveAttribute(
      'data-toast-kind',
      'snackbar',
    );
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(screen.getByText(DENIED)).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText(DENIED)).toBeNull();
  });
});

describe('PermissionGate', () => {
  it("runs the button's own onClick when permitted", () => {
    const onClick = vi.fn();
    renderAs(
      ['Merchant.Support.Lookup'],
      <PermissionGate permissions={['Merchant.Support.Lookup']}>
        <Button onClick={onClick}>Open ticket</Button>
      </PermissionGate>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open ticket' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('shows the snackbar instead when not permitted; the button stays visible and enabled', () => {
    const onClick = vi.fn();
    renderAs(
      [],
      <PermissionGate permissions={['Merchant.Support.Lookup']}>
        <Button onClick={onClick}>Open ticket</Button>
      </PermissionGate>,
    );
    const button = screen.getByRole('button', { name: 'Open ticket' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(DENIED);
  });
});
