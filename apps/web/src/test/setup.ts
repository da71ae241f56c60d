import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Forms load their contract schema (and zod) on demand, as in the browser: on a busy two-core CI machine that first
// import can take longer than findBy*'s default second. A ceiling on the wait, not a pause: each finds as soon as it can.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The server renderer's tests run without a window.
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  delete document.body.dataset.theme;
});
