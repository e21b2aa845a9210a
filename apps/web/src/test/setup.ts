import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie = 'signed_in=; path=/; max-age=0';
});

// Pages are lazy modules: the first render of one in a run includes compiling it, which on a busy
// machine takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
