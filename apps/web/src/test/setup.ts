import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily; on a busy machine the first render of a page can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.cookie = 'signed_in=; path=/; max-age=0';
});
