import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { useNotify } from './feedback-context';
import { FeedbackProvider } from './feedback-provider';
import { createFeedbackStore } from './feedback-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function Saver() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success('Ticket created')}>
      Save
    </button>
  );
}

function renderProvider() {
  const store = createFeedbackStore();
  render(<FeedbackProvider store={store}>{null}</FeedbackProvider>);
  return store;
}

describe('FeedbackProvider', () => {
  it("draws the error toast bottom centre with its 'X' (Close) button, for 7 s", () => {
    const store = renderProvider();
    act(() => {
      store.error('You are not authorized to perform this action');
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('You are not authorized to perform this action');
    expect(toast).toHaveClass('MuiAlert-colorError', 'MuiAlert-filled');
    expect(toast.closest('[data-toast-area]')).toHaveAttribute('data-toast-area', 'bottom-centre');
    const close = within(toast).getByRole('button', { name: 'Close' });
    expect(within(close).getByTestId('CloseIcon')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(6_999);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the X closes it at once', () => {
    const store = renderProvider();
    act(() => {
      store.error('Unknown error');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['success', 'MuiAlert-colorSuccess'],
    ['warning', 'MuiAlert-colorWarning'],
    ['info', 'MuiAlert-colorInfo'],
    ['failed', 'MuiAlert-colorError'],
  ] as const)('draws a %s alert toast bottom left with a close button', (severity, className) => {
    const store = renderProvider();
    act(() => {
      store.alert('Filter saved successfully', { severity });
    });
    const toast = screen.getByRole('alert');
    expect(toast).toHaveClass(className);
    expect(toast.closest('[data-toast-area]')).toHaveAttribute('data-toast-area', 'bottom-left');
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('draws the snackbar and shows a repeated toast once with its count', () => {
    const store = renderProvider();
    act(() => {
      store.snackbar('Saved');
      store.error('Internal server error');
      store.error('Internal server error');
    });
    expect(screen.getByText('Saved').closest('[data-toast-kind]')).toHaveAttribute(
      'data-toast-kind',
      'snackbar',
    );
    expect(screen.getAllByText('Internal server error')).toHaveLength(1);
    expect(screen.getByText('×2')).toBeInTheDocument();
  });

  it("draws a snackbar's action in the snackbar's own text colour, not the theme's low-contrast secondary", () => {
    const store = renderProvider();
    const onAction = vi.fn();
    act(() => {
      store.snackbar('New ticket', { action: { label: 'Open', onAction } });
    });
    const open = screen.getByRole('button', { name: 'Open' });
    expect(open).toHaveClass('MuiButton-colorInherit');
    expect(open).not.toHaveClass('MuiButton-colorSecondary');
    fireEvent.click(open);
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('useNotify posts to the provider’s store', () => {
    const store = createFeedbackStore();
    render(
      <FeedbackProvider store={store}>
        <Saver />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Ticket created');
    expect(store.getSnapshot()).toHaveLength(1);
  });
});
