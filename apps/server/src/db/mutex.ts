// One-at-a-time access to a resource, in the order callers asked for it.
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    // The next caller waits for this one to settle, whether it succeeded or not.
    this.#tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}
