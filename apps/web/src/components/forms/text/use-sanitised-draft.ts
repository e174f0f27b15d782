import { type InputKind, isFreeText, sanitiseInput } from '@paydesk/contracts/validation/sanitise';
import { useState } from 'react';
import { useRemovalNote } from './removal-note';

interface Draft {
  /** What the user typed, shown in the field. */
  readonly text: string;
  /** The sanitised value it gave the form. */
  readonly produced: string;
}

/**
 * Spec §5 sanitising for a text field, which never changes what people type without telling them.
 * The field shows exactly what was typed, the form receives the sanitised, submit-ready value (the
 * server applies the same sanitiser) on every change, and `note` names under the field what sending
 * will remove. On blur, free text stays as typed, note and all; an e-mail, a number, a phone or a URL
 * then shows its sanitised form (lower case, no spaces), which the note announced. A value set from
 * outside (a form reset) replaces the draft.
 */
export function useSanitisedDraft(
  value: string,
  onChange: (value: string) => void,
  kind: InputKind,
  onBlur?: () => void,
) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const shown = draft !== null && draft.produced === value ? draft.text : value;
  const note = useRemovalNote(shown, kind);

  const change = (text: string) => {
    const produced = sanitiseInput(text, kind);
    setDraft({ text, produced });
    if (produced !== value) onChange(produced);
  };

  const blur = () => {
    const produced = sanitiseInput(shown, kind);
    setDraft(isFreeText(kind) ? { text: shown, produced } : null);
    if (produced !== value) onChange(produced);
    onBlur?.();
  };

  return { shown, change, blur, note };
}
