// Runs in the browser for the `storybook` Vitest project only: after each story has rendered,
// played and passed axe, photograph its root and compare it with the committed baseline.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
// Which fonts Chromium drew a text with, for the font coverage stories (docs/decisions/0054).
import './platform-fonts';

// A play function's waitFor/findBy waits for the page's state; 1 s (the default) is short on a busy machine
// (issue 36). A state that never comes still fails, after 10 s.
configure({ asyncUtilTimeout: 10_000 });

// vitest.config.ts: true in CI's second pass (play functions only; the first pass photographs).
declare const __STORY_BEHAVIOUR_ONLY__: boolean;

interface StoryTestContext {
  story?: { id: string };
}

/**
 * Stills the page: no transitions, animations or blinking caret in a screenshot. An embedded document (a PDF in
 * the file viewer) is painted by the browser's own viewer whenever it has loaded, so it is left out of the
 * photograph (its frame and everything around it stay); the story's play function checks what it shows.
 */
const freezeStyle = `*, *::before, *::after {
  transition: none !important;
  animation: none !important;
  caret-color: transparent !important;
}
object[data] { visibility: hidden !important; }`;

afterEach(async (context) => {
  const { story } = context as typeof context & StoryTestContext;
  if (!story || context.task.result?.state === 'fail' || __STORY_BEHAVIOUR_ONLY__) return;
  const root = document.querySelector('[data-story-root]');
  if (!root) throw new Error(`Story ${story.id} rendered no [data-story-root]`);

  const freeze = document.createElement('style');
  freeze.textContent = freezeStyle;
  document.head.append(freeze);
  try {
    await document.fonts.ready;
    // Screenshot names are the story part of the id; the folder is named after the stories file.
    const name = story.id.split('--')[1] ?? story.id;
    await expect
      .element(page.elementLocator(root))
      .toMatchScreenshot(name, { screenshotOptions: { animations: 'disabled', caret: 'hide' } });
  } finally {
    freeze.remove();
  }
});
