import { expect, waitFor, within } from 'storybook/test';

/** Stories of modal dialogs: waits until the story's dialog is open and visible, and queries inside it. */
export async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement).findByRole('dialog');
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}
