import { lazy, Suspense, useEffect, useState } from 'react';
import { onStepUpNeeded, type StepUpRequest } from '../../../lib/api/step-up';

/** The dialog's own chunk, with the screens' texts: most sessions never need a step-up. */
const StepUpDialog = lazy(async () => {
  const [dialog] = await Promise.all([
    import('./step-up-dialog'),
    import('../../../i18n/i18n-signed-in').then((m) => m.loadScreenTexts()),
  ]);
  return { default: dialog.StepUpDialog };
});

interface Asking {
  readonly request: StepUpRequest;
  readonly answer: (code: string | null) => void;
}

/**
 * Asks the user for a step-up code whenever a call needs one (lib/api/step-up.ts): one request at
 * a time; a second one while the dialog is open is answered "cancelled".
 */
export function StepUpHost() {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffect(
    () =>
      onStepUpNeeded(
        (request) =>
          new Promise<string | null>((resolve) => {
            setAsking((current) => {
              if (current) {
                resolve(null);
                return current;
              }
              return { request, answer: resolve };
            });
          }),
      ),
    [],
  );
  if (!asking) return null;
  const finish = (code: string | null) => {
    asking.answer(code);
    setAsking(null);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog request={asking.request} onDone={finish} />
    </Suspense>
  );
}
