import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. With a jsdom worker per core on the 2-core CI
// machine, a screen that renders in 200 ms alone took longer than that (a toast after two clicks
// came at 5 s into a test). A wait that succeeds returns as soon as it does, so only failures wait
// the longer time.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A test file in the node environment (// @vitest-environment node) has no web storage.
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
