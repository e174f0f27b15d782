import '../../../i18n/i18n';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';

// MUI widgets take a while to render on a busy 2-core machine; findBy* waits up to 5 s, as elsewhere.
configure({ asyncUtilTimeout: 5000 });

export interface ControlledProps<V> {
  readonly name: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly onBlur: () => void;
}

interface Recorder<V> {
  changes: V[];
  current: V;
  blurs: number;
}

function Harness<V>({
  widget,
  initial,
  recorder,
}: {
  widget: (props: ControlledProps<V>) => ReactElement;
  initial: V;
  recorder: Recorder<V>;
}) {
  const [value, setValue] = useState(initial);
  return widget({
    name: 'field',
    value,
    onChange: (next) => {
      recorder.changes.push(next);
      recorder.current = next;
      setValue(next);
    },
    onBlur: () => {
      recorder.blurs += 1;
    },
  });
}

/**
 * Renders a widget the way a form does: its value held by the parent, every `onChange` recorded.
 * `current()` is the value the parent holds now.
 */
export function renderControlled<V>(widget: (props: ControlledProps<V>) => ReactElement, initial: V) {
  const recorder: Recorder<V> = { changes: [], current: initial, blurs: 0 };
  const view = render(<Harness widget={widget} initial={initial} recorder={recorder} />);
  return {
    ...view,
    changes: recorder.changes,
    current: () => recorder.current,
    blurs: () => recorder.blurs,
    user: userEvent.setup(),
  };
}
