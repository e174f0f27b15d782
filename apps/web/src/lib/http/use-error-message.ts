import { useEffect, useState } from 'react';
import { errorMessageOf } from './error-message';

/** The spec §8 message of a failed call, for a screen that shows it in place (read asynchronously). */
export function useErrorMessage(error: unknown): string {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let current = true;
    if (!error) setMessage('');
    else void errorMessageOf(error).then((text) => current && setMessage(text));
    return () => {
      current = false;
    };
  }, [error]);
  return message;
}
