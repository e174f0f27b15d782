import { startTransition, useEffect, useState } from 'react';

/**
 * `value`, `delayMs` after it last changed: a burst of changes yields only the last one. The first
 * value is returned at once. The update is a transition, so a lazily loaded screen that it brings
 * in keeps the current one on view until it has arrived.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setSettled(value)), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
