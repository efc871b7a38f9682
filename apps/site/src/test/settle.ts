import { act } from '@testing-library/react';

/**
 * Lets every answer already given, and every effect and update it causes, run, with no clock involved:
 * a test's API answers are promises, and a setImmediate callback runs only once the promise queue is
 * empty. Unlike a fixed sleep (issue 36) it neither waits for nothing nor gives up on a busy machine.
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setImmediate(resolve)));
}
