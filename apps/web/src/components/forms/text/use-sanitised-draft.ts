import { type InputKind, sanitiseInput } from '@paydesk/contracts/validation/sanitise';
import { useState } from 'react';

interface Draft {
  /** What the user typed, shown while the field has focus. */
  readonly text: string;
  /** The sanitised value it gave the form. */
  readonly produced: string;
}

/**
 * Spec §5 sanitising for a text field. While the user types, the field shows exactly what was typed
 * (a trailing space is not trimmed away mid-word) and the form receives the sanitised, submit-ready
 * value on every change; on blur the field shows that sanitised value. A value set from outside
 * (a form reset) replaces the draft.
 */
export function useSanitisedDraft(
  value: string,
  onChange: (value: string) => void,
  kind: InputKind,
  onBlur?: () => void,
) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft !== null && draft.produced === value ? draft.text : value;

  const change = (text: string) => {
    const produced = sanitiseInput(text, kind);
    setDraft({ text, produced });
    if (produced !== value) onChange(produced);
  };

  const blur = () => {
    const produced = sanitiseInput(shown, kind);
    setDraft(null);
    if (produced !== value) onChange(produced);
    onBlur?.();
  };

  return { shown, change, blur };
}
