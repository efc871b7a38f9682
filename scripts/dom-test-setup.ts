import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy… and waitFor wait for the page's state to appear, not for a stopwatch: their 1 s default
// fails a correct page on a busy 2-core machine (issue 36). 10 s stays under the project's 20 s test
// timeout, so a state that never comes still fails with the query's own message.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// The components' stylesheet (Emotion's cache) is loaded once per worker and keeps the <style> elements it
// put in the head: a test that takes them away (`document.head.innerHTML = …`) breaks every DOM test after it
// in the same worker ("The child can not be found in the parent"), in whatever order the files run. Said
// here, in the test that did it.
if (typeof document !== 'undefined') {
  let styles: Element[] = [];
  beforeEach(() => {
    styles = [...document.head.querySelectorAll('style[data-emotion]')];
  });
  afterEach(() => {
    const removed = styles.filter((style) => !style.isConnected).length;
    if (removed > 0) {
      throw new Error(`${removed} of the components' <style> elements were taken out of the head: add and remove
only your own elements (never set document.head.innerHTML)`);
    }
  });
}

// jsdom has no showModal()/close() on <dialog>: the ones the product's dialogs call, as a browser does them
// (a file that asks for the node environment has no DOM at all).
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
