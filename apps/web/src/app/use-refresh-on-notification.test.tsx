import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshOnNotification } from './use-refresh-on-notification';

function arrived(notificationType: Notification['notificationType']): Notification {
  return {
    id: '7f6d5a4e-1111-4c3b-9a2d-000000000001',
    title: 'Something happened',
    description: '',
    image: null,
    icon: null,
    created: '2026-11-22T10:00:00.000Z',
    isRead: false,
    objectUrl: null,
    useRouter: true,
    notificationType,
  };
}

function setUp() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useRefreshOnNotification(), { wrapper });
  return { refresh: result.current, invalidate };
}

describe('refreshing the screens a new notification is about', () => {
  it('refreshes onboarding data once for a burst of onboarding notifications', () => {
    const { refresh, invalidate } = setUp();
    refresh([arrived('Proposal'), arrived('PreCheckForm'), arrived('BoardingDocuments')]);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['onboarding'] });
  });

  it('refreshes the support desk for ticket events, and nothing for other types', () => {
    const { refresh, invalidate } = setUp();
    refresh([arrived('Task')]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['support'] });
    invalidate.mockClear();
    refresh([arrived('ReportGenerated'), arrived('TransactionVelocityAlert')]);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
