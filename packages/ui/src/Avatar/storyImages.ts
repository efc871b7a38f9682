// Art for stories only (not exported from the package): local files, so screenshots never wait on a network.
import { expect, waitFor } from 'storybook/test';
import logo from './story-logo.svg';
import photo1 from './story-photo-1.svg';
import photo2 from './story-photo-2.svg';

export const storyPhotos = { photo1, photo2, logo } as const;

/** Waits until every image in the story has decoded, so the screenshot never catches a blank. */
export async function imagesLoaded(root: HTMLElement) {
  await waitFor(async () => {
    const images = [...root.querySelectorAll('img')];
    await expect(images.every((image) => image.complete && image.naturalWidth > 0)).toBe(true);
  });
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)));
}
