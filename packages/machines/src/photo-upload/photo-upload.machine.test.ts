import { timersMs } from '@arena/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import { photoUploadMachine, type PhotoFile, type UploadPhotoOutput } from './photo-upload.machine';

const MB = 1024 * 1024;

function photo(type = 'image/png', size = MB, name = 'me.png'): PhotoFile {
  // A real Blob, so the machine makes an object URL for the preview.
  const blob = new Blob(['x'], { type });
  Object.defineProperty(blob, 'size', { value: size });
  Object.defineProperty(blob, 'name', { value: name });
  return blob as unknown as PhotoFile;
}

function start(upload: () => Promise<UploadPhotoOutput> = async () => ({ photoUrl: '/uploads/me.png' })) {
  const calls: PhotoFile[] = [];
  const machine = photoUploadMachine.provide({
    actors: {
      uploadPhoto: fromPromise(async ({ input }) => {
        calls.push(input.file);
        return upload();
      }),
    },
  });
  const actor = createActor(machine).start();
  const uploaded: string[] = [];
  actor.on('photo.uploaded', ({ photoUrl }) => uploaded.push(photoUrl));
  return { actor, calls, uploaded };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never = () => new Promise<UploadPhotoOutput>(() => {});

let created: number;
let revoked: string[];
beforeEach(() => {
  vi.useFakeTimers();
  created = 0;
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++created}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('profile photo upload (spec §2, §5, §8)', () => {
  it('starts idle with nothing chosen', () => {
    expect(start().actor.getSnapshot()).toMatchObject({
      value: 'idle',
      context: { file: null, previewUrl: null, photoUrl: null, error: null },
    });
  });

  it('idle → failed on a file of the wrong type, with the spec text key, without uploading', () => {
    const { actor, calls } = start();
    actor.send({ type: 'photo.choose', file: photo('application/pdf', MB, 'cv.pdf') });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { messageKey: 'validation.photo.invalidType' }, previewUrl: null },
    });
    expect(calls).toEqual([]);
    expect(created).toBe(0);
  });

  it('idle → failed on a file over 5 MB; exactly 5 MB is accepted', () => {
    const { actor } = start(never);
    actor.send({ type: 'photo.choose', file: photo('image/jpeg', 5 * MB + 1) });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { messageKey: 'validation.photo.fileTooLarge' } },
    });
    actor.send({ type: 'photo.choose', file: photo('image/jpeg', 5 * MB) });
    expect(actor.getSnapshot().value).toBe('uploading');
  });

  it('idle → uploading on a valid file, with a preview URL and the file sent', () => {
    const { actor, calls } = start(never);
    const file = photo('image/webp');
    actor.send({ type: 'photo.choose', file });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'uploading',
      context: { previewUrl: 'blob:preview-1', error: null },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    expect(calls).toEqual([file]);
  });

  it('uploading ignores another choice', () => {
    const { actor, calls } = start(never);
    actor.send({ type: 'photo.choose', file: photo() });
    actor.send({ type: 'photo.choose', file: photo('image/gif') });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.previewUrl).toBe('blob:preview-1');
  });

  it('uploading → done with the saved URL, announced; back to idle after 3 s, the preview revoked', async () => {
    const { actor, uploaded } = start();
    actor.send({ type: 'photo.choose', file: photo() });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'done',
      context: { photoUrl: '/uploads/me.png', previewUrl: 'blob:preview-1' },
    });
    expect(uploaded).toEqual(['/uploads/me.png']);
    vi.advanceTimersByTime(timersMs.profileSuccessMessage);
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { previewUrl: null, file: null } });
    expect(revoked).toEqual(['blob:preview-1']);
  });

  it('uploading → failed with the server message, the preview revoked', async () => {
    const { actor, uploaded } = start(async () => {
      throw { serverMessage: 'Storage is full' };
    });
    actor.send({ type: 'photo.choose', file: photo() });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { serverMessage: 'Storage is full' }, previewUrl: null },
    });
    expect(revoked).toEqual(['blob:preview-1']);
    expect(uploaded).toEqual([]);
  });

  it('uploading → failed with "Failed to upload image" when the failure carries no message', async () => {
    const { actor } = start(async () => {
      throw new Error('boom');
    });
    actor.send({ type: 'photo.choose', file: photo() });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ messageKey: 'errors.fallback.uploadImage' });
  });

  it('failed → idle on dismiss; failed → uploading on a new valid choice', async () => {
    const { actor } = start(never);
    actor.send({ type: 'photo.choose', file: photo('text/plain', 10, 'a.txt') });
    actor.send({ type: 'photo.dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { error: null } });
    actor.send({ type: 'photo.choose', file: photo('text/plain', 10, 'a.txt') });
    actor.send({ type: 'photo.choose', file: photo() });
    expect(actor.getSnapshot()).toMatchObject({ value: 'uploading', context: { error: null } });
  });

  it('done → uploading on a new choice, revoking the earlier preview', async () => {
    const { actor } = start();
    actor.send({ type: 'photo.choose', file: photo() });
    await settle();
    actor.send({ type: 'photo.choose', file: photo('image/gif') });
    expect(revoked).toEqual(['blob:preview-1']);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'uploading',
      context: { previewUrl: 'blob:preview-2' },
    });
  });
});
