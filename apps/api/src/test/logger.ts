/** A logger for tests: every level a mock, so a test can read what was logged (`logger.error.mock.calls`). */
import { vi } from 'vitest';
import type { Logger } from '../lib/logger';

export const testLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;
