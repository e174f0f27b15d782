/**
 * The portal's toasts, as a small store that works inside and outside React: the query client's
 * error handler (not a component) calls `notify.error(message)`, components call `useNotify()`,
 * and `<FeedbackViewport>` draws what the store holds.
 *
 * Spec §8/§9 figures: the error toast (bottom centre, 'X' button) stays 7 s; the alert toast
 * (success, warning, info, failed) hides after 5 s unless it persists; the snackbar defaults to 5 s.
 * The timers live here, not in the view, so the figures hold whatever draws them.
 */
export const FEEDBACK_TIMINGS = {
  errorToastMs: 7_000,
  alertMs: 5_000,
  snackbarMs: 5_000,
} as const;

/**
 * Toasts shown at once per screen area; later ones wait their turn (and their time starts when
 * they show), so a burst of failures is queued, never silently replaced.
 */
export const MAX_VISIBLE_PER_AREA = 3;

export type ToastKind = 'error' | 'alert' | 'snackbar';
/** Spec §2 alert toast severities. `failed` is drawn as Material UI's `error`. */
export type AlertSeverity = 'success' | 'warning' | 'info' | 'failed';
/** Error toasts and snackbars sit bottom centre; alerts in the bottom-left alert area (spec §2). */
export type ToastArea = 'bottom-centre' | 'bottom-left';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
  /** Alerts only. */
  readonly severity?: AlertSeverity;
  /** How long it shows; null stays until closed. */
  readonly durationMs: number | null;
  /** How many times the same toast was asked for while it was up (see `push`). */
  readonly repeats: number;
  /** Snackbars only: a button beside the message (a new notification's 'View'). */
  readonly action?: ToastAction;
}

/** A toast's button: runs `onAction`, then the toast closes. */
export interface ToastAction {
  readonly label: string;
  readonly onAction: () => void;
}

export interface AlertOptions {
  readonly severity?: AlertSeverity;
  /** Spec §2: "auto-hides after 5 seconds unless persisting". */
  readonly persist?: boolean;
}

export interface SnackbarOptions {
  /** Default 5000 ms (spec §9); null stays until closed. */
  readonly durationMs?: number | null;
  readonly action?: ToastAction;
}

/** What features use to show feedback. */
export interface Notifier {
  /** Spec §8 error toast: bottom centre, 'X' button, 7 s. */
  error(message: string): number;
  /** Spec §2 alert toast: 5 s unless `persist`, close button. Severity defaults to info. */
  alert(message: string, options?: AlertOptions): number;
  success(message: string, options?: Omit<AlertOptions, 'severity'>): number;
  info(message: string, options?: Omit<AlertOptions, 'severity'>): number;
  warning(message: string, options?: Omit<AlertOptions, 'severity'>): number;
  failed(message: string, options?: Omit<AlertOptions, 'severity'>): number;
  /** Spec §9 snackbar: 5 s unless told otherwise. */
  snackbar(message: string, options?: SnackbarOptions): number;
  dismiss(id: number): void;
}

export interface FeedbackStore extends Notifier {
  subscribe(listener: () => void): () => void;
  /** The toasts on screen, oldest first (a new array after every change). */
  getSnapshot(): readonly Toast[];
  /** Toasts waiting for room. */
  pendingCount(): number;
  /** Removes everything (sign-out, tests). */
  clear(): void;
}

export function areaOf(kind: ToastKind): ToastArea {
  return kind === 'alert' ? 'bottom-left' : 'bottom-centre';
}

// Toasts with different actions are different toasts, even with the same message.
const sameToast = (a: Pick<Toast, 'kind' | 'message' | 'severity' | 'action'>, b: Toast) =>
  a.kind === b.kind && a.message === b.message && a.severity === b.severity && a.action === b.action;

export function createFeedbackStore(options: { maxVisiblePerArea?: number } = {}): FeedbackStore {
  const maxVisible = options.maxVisiblePerArea ?? MAX_VISIBLE_PER_AREA;
  const listeners = new Set<() => void>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let visible: readonly Toast[] = [];
  let queue: Toast[] = [];
  let nextId = 1;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  const startTimer = (toast: Toast) => {
    const running = timers.get(toast.id);
    if (running !== undefined) clearTimeout(running);
    if (toast.durationMs === null) return;
    timers.set(
      toast.id,
      setTimeout(() => dismiss(toast.id), toast.durationMs),
    );
  };

  /** Moves waiting toasts onto the screen while their area has room. */
  const fill = () => {
    const shown = [...visible];
    const waiting: Toast[] = [];
    for (const toast of queue) {
      const area = areaOf(toast.kind);
      if (shown.filter((t) => areaOf(t.kind) === area).length < maxVisible) {
        shown.push(toast);
        startTimer(toast);
      } else {
        waiting.push(toast);
      }
    }
    queue = waiting;
    visible = shown;
  };

  /**
   * The same message asked for again while it is up (three queries failing with one cause) is not
   * stacked three times: the toast on screen starts its time again and counts the repeat.
   */
  const push = (wanted: Omit<Toast, 'id' | 'repeats'>): number => {
    const onScreen = visible.find((t) => sameToast(wanted, t));
    if (onScreen) {
      const repeated = { ...onScreen, repeats: onScreen.repeats + 1 };
      visible = visible.map((t) => (t.id === onScreen.id ? repeated : t));
      startTimer(repeated);
      emit();
      return onScreen.id;
    }
    const waiting = queue.find((t) => sameToast(wanted, t));
    if (waiting) return waiting.id;
    const toast: Toast = { ...wanted, id: nextId++, repeats: 1 };
    queue.push(toast);
    fill();
    emit();
    return toast.id;
  };

  function dismiss(id: number): void {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
    const before = visible.length + queue.length;
    visible = visible.filter((t) => t.id !== id);
    queue = queue.filter((t) => t.id !== id);
    if (visible.length + queue.length === before) return;
    fill();
    emit();
  }

  const alert = (message: string, options: AlertOptions = {}) =>
    push({
      kind: 'alert',
      message,
      severity: options.severity ?? 'info',
      durationMs: options.persist ? null : FEEDBACK_TIMINGS.alertMs,
    });

  return {
    error: (message) => push({ kind: 'error', message, durationMs: FEEDBACK_TIMINGS.errorToastMs }),
    alert,
    success: (message, options) => alert(message, { ...options, severity: 'success' }),
    info: (message, options) => alert(message, { ...options, severity: 'info' }),
    warning: (message, options) => alert(message, { ...options, severity: 'warning' }),
    failed: (message, options) => alert(message, { ...options, severity: 'failed' }),
    snackbar: (message, options = {}) =>
      push({
        kind: 'snackbar',
        message,
        durationMs: options.durationMs === undefined ? FEEDBACK_TIMINGS.snackbarMs : options.durationMs,
        ...(options.action && { action: options.action }),
      }),
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => visible,
    pendingCount: () => queue.length,
    clear() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      queue = [];
      if (visible.length === 0) return;
      visible = [];
      emit();
    },
  };
}

/** The app's one store: what `notify` and `<FeedbackProvider>` use unless given another. */
export const feedback: FeedbackStore = createFeedbackStore();

/** Feedback from anywhere, React or not: `notify.error(message)`, `notify.success('Ticket created')`. */
export const notify: Notifier = feedback;
