import { afterEach, expect } from 'vitest';
import { takeUnexpectedErrorLogs } from './log-capture';

// A test fails when the code logged an error the test did not declare with `expectErrorLogs`.
afterEach(() => {
  const unexpected = takeUnexpectedErrorLogs();
  expect(unexpected, 'errors were logged during this test').toEqual([]);
});
