import '../../../i18n/i18n';
import {
  createLabel,
  deleteLabel,
  listLabels,
  rearrangeLabels,
  updateLabel,
} from '@paydesk/contracts/support/labels.endpoints';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { FeedbackProvider } from '../../../components/feedback/feedback-provider';
import { createFeedbackStore } from '../../../components/feedback/feedback-store';
import { makeLabel } from '../../../test/fixtures/support-fixtures';
import { errorResponse, type MockApi, mockApi } from '../../../test/mock-api';
import { LabelsDialog } from './labels-dialog';

const PENDING = makeLabel('a0000000-0000-4000-8000-000000000001', 'Pending', {
  isDefault: true,
  color: '#FFD700',
});
const DONE = makeLabel('a0000000-0000-4000-8000-000000000002', 'Done', {
  isDefault: true,
  color: '#90EE90',
  sortOrder: 1,
});
const WAITING = makeLabel('a0000000-0000-4000-8000-000000000003', 'Waiting on bank', {
  description: 'Bank asked',
  color: '#123ABC',
  sortOrder: 2,
});
const NEW_ID = 'a0000000-0000-4000-8000-000000000009';

let api: MockApi;
let labels: Label[];

beforeEach(() => {
  labels = [PENDING, DONE, WAITING];
  api = mockApi()
    .on(listLabels, () => labels)
    .on(rearrangeLabels, ({ body }) => {
      const ids = (body as { newLabelIdsList: string[] }).newLabelIdsList;
      labels = ids.map((id, sortOrder) => ({ ...labels.find((l) => l.labelId === id)!, sortOrder }));
      return labels;
    });
});

afterEach(() => {
  expect(api.unhandled).toEqual([]);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The app's own query client (with its error toast), so the spec §8 "only logged" rule is tested for real. */
function openDialog() {
  const store = createFeedbackStore();
  const onClose = vi.fn();
  const queryClient = createQueryClient({ notifier: store, onUnauthorized: () => {} });
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider store={store}>
        <LabelsDialog open onClose={onClose} />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  return { store, onClose, events: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: 'Support labels' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((row) => row.querySelector('.MuiListItemText-primary')?.firstChild?.textContent);
const MESSAGE = 'This field is required and must be alphanumeric.';

describe('Labels dialog: the list (spec §2)', { timeout: 30_000 }, () => {
  it("lists the labels in order with colour, name and description; defaults show '(default)'", async () => {
    openDialog();
    await screen.findByText('Waiting on bank');
    expect(names()).toEqual(['Pending', 'Done', 'Waiting on bank']);
    const rows = within(list()).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('(default)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('(default)')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText('(default)')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByText('Bank asked')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: 'Colour #123ABC' })).toBeInTheDocument();
  });

  it('offers no edit or delete on default labels', async () => {
    openDialog();
    await screen.findByText('Waiting on bank');
    for (const name of ['Pending', 'Done']) {
      expect(screen.queryByRole('button', { name: `Edit ${name}` })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Edit Waiting on bank' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Waiting on bank' })).toBeInTheDocument();
  });
});

describe('Labels dialog: reordering', { timeout: 30_000 }, () => {
  const sentOrders = () =>
    api.callsTo(rearrangeLabels).map((call) => (call.body as { newLabelIdsList: string[] }).newLabelIdsList);

  it('moves a label with the keyboard buttons and saves the new order', async () => {
    const { events } = openDialog();
    await screen.findByText('Waiting on bank');
    await events.click(screen.getByRole('button', { name: 'Move Waiting on bank up' }));
    await waitFor(() => expect(sentOrders()).toEqual([[PENDING.labelId, WAITING.labelId, DONE.labelId]]));
    expect(names()).toEqual(['Pending', 'Waiting on bank', 'Done']);
    expect(screen.getByRole('button', { name: 'Move Pending up' })).toBeDisabled();
  });

  it('moves a label by dragging it onto another row', async () => {
    openDialog();
    await screen.findByText('Waiting on bank');
    const rows = within(list()).getAllByRole('listitem');
    fireEvent.dragStart(rows[0]!);
    fireEvent.dragOver(rows[2]!);
    fireEvent.drop(rows[2]!);
    await waitFor(() => expect(sentOrders()).toEqual([[DONE.labelId, WAITING.labelId, PENDING.labelId]]));
    expect(names()).toEqual(['Done', 'Waiting on bank', 'Pending']);
  });

  it('shows the new order at once and puts the old one back when the server refuses it', async () => {
    let refuse!: (value: unknown) => void;
    api.on(rearrangeLabels, () => new Promise((resolve) => (refuse = resolve)));
    const { events } = openDialog();
    await screen.findByText('Waiting on bank');
    await events.click(screen.getByRole('button', { name: 'Move Done down' }));
    expect(names()).toEqual(['Pending', 'Waiting on bank', 'Done']); // optimistic
    refuse(errorResponse(400, 'Stale list', 'validation'));
    await waitFor(() => expect(names()).toEqual(['Pending', 'Done', 'Waiting on bank']));
  });
});

describe('Labels dialog: the form (spec §5)', { timeout: 30_000 }, () => {
  async function openForm() {
    const view = openDialog();
    await screen.findByText('Waiting on bank');
    await view.events.click(screen.getByRole('button', { name: 'Add label' }));
    return view;
  }
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  const save = () => screen.getByRole('button', { name: 'Save' });

  it.each([['Pending'], ['done'], ['IN PROGRESS'], ['Bad!'], ['   ']])(
    "refuses the name '%s' with the spec's message",
    async (name) => {
      const { events } = await openForm();
      await events.type(field(/^Name/), name);
      expect(field(/^Name/)).toHaveAccessibleDescription(MESSAGE);
      expect(save()).toBeDisabled();
    },
  );

  it('refuses a description with other characters, and a colour that is not #rrggbb', async () => {
    const { events } = await openForm();
    await events.type(field(/^Name/), 'Waiting on merchant');
    expect(save()).toBeEnabled();
    await events.type(field(/^Description/), 'Asked; waiting');
    expect(field(/^Description/)).toHaveAccessibleDescription(MESSAGE);
    expect(save()).toBeDisabled();
    await events.clear(field(/^Description/));
    expect(save()).toBeEnabled();
    await events.clear(field(/Color \(hex\)/));
    expect(field(/Color \(hex\)/)).toHaveAccessibleDescription(MESSAGE);
    expect(save()).toBeDisabled();
    await events.type(field(/Color \(hex\)/), '#12345');
    expect(save()).toBeDisabled();
    await events.type(field(/Color \(hex\)/), 'F');
    expect(save()).toBeEnabled();
  });

  it('sets the hex text from the colour picker', async () => {
    await openForm();
    fireEvent.change(screen.getByLabelText(/^Color$/), { target: { value: '#00aa55' } });
    expect(field(/Color \(hex\)/)).toHaveValue('#00AA55');
  });

  it("adds a label and shows 'Label created'", async () => {
    api.on(createLabel, ({ body }) => {
      const created = { ...(body as Label), labelId: NEW_ID, isDefault: false, sortOrder: 3 };
      labels = [...labels, created];
      return created;
    });
    const { events } = await openForm();
    await events.type(field(/^Name/), 'Waiting on merchant');
    await events.type(field(/^Description/), 'Merchant asked');
    await events.clear(field(/Color \(hex\)/));
    await events.type(field(/Color \(hex\)/), '#00AA55');
    await events.click(save());

    expect(await screen.findByText('Label created')).toBeInTheDocument();
    expect(api.callsTo(createLabel)[0]?.body).toEqual({
      value: 'Waiting on merchant',
      description: 'Merchant asked',
      color: '#00AA55',
    });
    await waitFor(() =>
      expect(names()).toEqual(['Pending', 'Done', 'Waiting on bank', 'Waiting on merchant']),
    );
  });

  it('edits a label with PUT and says nothing', async () => {
    api.on(updateLabel, ({ body, params }) => ({
      ...WAITING,
      ...(body as object),
      labelId: params.id,
    }));
    const { events } = openDialog();
    await events.click(await screen.findByRole('button', { name: 'Edit Waiting on bank' }));
    expect(field(/^Name/)).toHaveValue('Waiting on bank');
    await events.clear(field(/^Description/));
    await events.click(save());

    await waitFor(() => expect(api.callsTo(updateLabel)).toHaveLength(1));
    expect(api.callsTo(updateLabel)[0]?.params).toEqual({ id: WAITING.labelId });
    expect(api.callsTo(updateLabel)[0]?.body).toEqual({
      value: 'Waiting on bank',
      description: null,
      color: '#123ABC',
    });
    await screen.findByRole('list', { name: 'Support labels' });
    expect(screen.queryByText('Label created')).not.toBeInTheDocument();
  });

  it.each([
    ['creating', createLabel, 'Add label'],
    ['editing', updateLabel, 'Edit Waiting on bank'],
  ])('only logs an error when %s fails (no toast, spec §8)', async (_, endpoint, opener) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api.on(endpoint, errorResponse(409, 'The name is taken', 'conflict'));
    const { events, store } = openDialog();
    await events.click(await screen.findByRole('button', { name: opener }));
    await events.clear(field(/^Name/));
    await events.type(field(/^Name/), 'Escalated');
    await events.click(save());

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(store.getSnapshot()).toEqual([]);
    expect(screen.queryByText('The name is taken')).not.toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Escalated'); // the form stays, to try again
  });
});

describe('Labels dialog: deleting', { timeout: 30_000 }, () => {
  it("asks first, deletes, and shows 'Label deleted successfully' for 2 s", async () => {
    api.on(deleteLabel, () => {
      labels = labels.filter((l) => l.labelId !== WAITING.labelId);
      return { deleted: true };
    });
    const { events, store } = openDialog();
    await events.click(await screen.findByRole('button', { name: 'Delete Waiting on bank' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete label' });
    expect(api.callsTo(deleteLabel)).toHaveLength(0);
    await events.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Label deleted successfully')).toBeInTheDocument();
    expect(store.getSnapshot().find((t) => t.message === 'Label deleted successfully')?.durationMs).toBe(
      2000,
    );
    expect(api.callsTo(deleteLabel)[0]?.params).toEqual({ id: WAITING.labelId });
    await waitFor(() => expect(names()).toEqual(['Pending', 'Done']));
  });

  it('keeps the label when the confirmation is cancelled', async () => {
    const { events } = openDialog();
    await events.click(await screen.findByRole('button', { name: 'Delete Waiting on bank' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo(deleteLabel)).toHaveLength(0);
    expect(names()).toEqual(['Pending', 'Done', 'Waiting on bank']);
  });

  it('shows the error toast when a delete fails (the usual rule)', async () => {
    api.on(deleteLabel, errorResponse(409, 'Default labels cannot be deleted', 'conflict'));
    const { events } = openDialog();
    await events.click(await screen.findByRole('button', { name: 'Delete Waiting on bank' }));
    await events.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Default labels cannot be deleted')).toBeInTheDocument();
  });
});

describe('Labels dialog: closing', { timeout: 30_000 }, () => {
  it('closes with the Close button', async () => {
    const { events, onClose } = openDialog();
    await screen.findByText('Waiting on bank');
    await events.click(
      within(screen.getByRole('dialog', { name: 'Labels' })).getByRole('button', { name: 'Close' }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});
