import TextField from '@mui/material/TextField';
import { useState } from 'react';

interface TextFilterProps {
  readonly name: string;
  readonly label: string;
  /** What the URL says now. */
  readonly value: string;
  /** Commits the text (trimmed); not called while `problem` finds fault with it. */
  readonly onCommit: (text: string) => void;
  /** Why the draft cannot be applied, or null. */
  readonly problem?: (text: string) => string | null;
  readonly helperText?: string;
  readonly inputMode?: 'text' | 'decimal' | 'numeric' | 'email';
  readonly maxLength?: number;
  readonly width?: number;
}

/**
 * A text filter that asks the server once per value, not per key: the typed text is applied on
 * Enter or when the field is left, and only when it is valid (the message says why not).
 */
export function TextFilter(props: TextFilterProps) {
  const { value, onCommit, problem } = props;
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (a saved filter, Clear filters, the back button): show it.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const fault = problem && draft.trim() !== '' ? problem(draft.trim()) : null;
  const commit = () => {
    if (!fault && draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <TextField
      size="small"
      id={`filter-${props.name}`}
      name={props.name}
      label={props.label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={fault !== null}
      helperText={fault ?? props.helperText}
      sx={{ width: { xs: '100%', sm: props.width ?? 200 } }}
      slotProps={{ htmlInput: { inputMode: props.inputMode, maxLength: props.maxLength } }}
    />
  );
}
