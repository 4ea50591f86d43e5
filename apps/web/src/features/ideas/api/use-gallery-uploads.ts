import { useCallback, useEffect, useRef, useState } from 'react';
import { resizeImage } from '../../../lib/resize-image';
import { uploadFileWithProgress } from '../../../lib/upload-files';
import type { GalleryItem } from '../utils/idea-form-values';

export type UploadAcl = 'public' | 'private';

/** What the gallery shows of one picked image's upload. */
export type UploadState =
  { status: 'uploading'; fraction: number } | { status: 'done'; fraction: 1 } | { status: 'failed'; error: unknown };

type Job = {
  acl: UploadAcl;
  controller: AbortController;
  /** Settles when the upload ends, fails or is cancelled; never rejects. */
  ended: Promise<void>;
  key?: string;
  error?: unknown;
  isEnded: boolean;
};

/** Thrown by `settle` when an image could not be uploaded: the gallery shows which, with a retry. */
export class UploadsFailedError extends Error {
  constructor() {
    super('Some images were not uploaded.');
    this.name = 'UploadsFailedError';
  }
}

const abortError = () => new DOMException('The uploads were cancelled.', 'AbortError');

/**
 * The idea form's image uploads: each picked image is resized and sent as soon as it is picked, with
 * its own progress, a cancel and a retry. `settle` (at "Post") waits only for those still running.
 * `resize` is replaceable, since tests have no canvas.
 */
export function useGalleryUploads({ resize = resizeImage }: { resize?: (file: File) => Promise<File> } = {}) {
  const [states, setStates] = useState<Readonly<Record<string, UploadState>>>({});
  const jobs = useRef(new Map<string, Job>());
  const isDisposed = useRef(false);

  useEffect(() => {
    isDisposed.current = false;
    const running = jobs.current;
    // Leaving the form stops every upload still going.
    return () => {
      isDisposed.current = true;
      running.forEach((job) => job.controller.abort());
      running.clear();
    };
  }, []);

  const setState = useCallback((uid: string, state: UploadState | null) => {
    setStates((now) => {
      const next = { ...now };
      if (state) next[uid] = state;
      else delete next[uid];
      return next;
    });
  }, []);

  const start = useCallback(
    (item: GalleryItem, acl: UploadAcl) => {
      const file = item.file;
      if (!file) return;
      jobs.current.get(item.uid)?.controller.abort();
      const controller = new AbortController();
      const { signal } = controller;
      const job: Job = { acl, controller, ended: Promise.resolve(), isEnded: false };
      const upload = async () => {
        const ready = await resize(file);
        if (signal.aborted) throw abortError();
        return uploadFileWithProgress({
          file: ready,
          modulePath: 'idea',
          // A confidential idea's images go up private: the server makes the cover public on save.
          acl,
          signal,
          onProgress: (fraction) => {
            if (!signal.aborted) setState(item.uid, { status: 'uploading', fraction: Math.min(fraction, 0.99) });
          },
        });
      };
      const cancelled = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      job.ended = Promise.race([
        upload().then(
          (key) => {
            job.key = key;
            if (!signal.aborted) setState(item.uid, { status: 'done', fraction: 1 });
          },
          (error: unknown) => {
            job.error = error;
            if (!signal.aborted) setState(item.uid, { status: 'failed', error });
          },
        ),
        cancelled,
      ]).finally(() => {
        job.isEnded = true;
      });
      jobs.current.set(item.uid, job);
      setState(item.uid, { status: 'uploading', fraction: 0 });
    },
    [resize, setState],
  );

  const cancel = useCallback(
    (uid: string) => {
      jobs.current.get(uid)?.controller.abort();
      jobs.current.delete(uid);
      setState(uid, null);
    },
    [setState],
  );

  /** Starts the images just picked and stops those just removed. */
  const sync = useCallback(
    (items: readonly GalleryItem[], acl: UploadAcl) => {
      const uids = new Set(items.map((item) => item.uid));
      [...jobs.current.keys()].filter((uid) => !uids.has(uid)).forEach(cancel);
      items.filter((item) => item.file && !jobs.current.has(item.uid)).forEach((item) => start(item, acl));
    },
    [cancel, start],
  );

  const retry = useCallback((item: GalleryItem, acl: UploadAcl) => start(item, acl), [start]);

  /**
   * Waits for the uploads still running among the gallery's images (read again each time one ends,
   * so one cancelled meanwhile is no longer waited for), and returns the storage key of each by uid.
   * An image sent with another access than `acl` (the visibility changed since) is sent again.
   */
  const settle = useCallback(
    async (currentItems: () => readonly GalleryItem[], acl: UploadAcl): Promise<Map<string, string>> => {
      for (;;) {
        if (isDisposed.current) throw abortError();
        const picked = currentItems().filter((item) => item.file);
        for (const item of picked) {
          const job = jobs.current.get(item.uid);
          if (!job || job.acl !== acl) start(item, acl);
        }
        const running = picked.map((item) => jobs.current.get(item.uid)!).filter((job) => !job.isEnded);
        if (running.length === 0) {
          const keys = new Map<string, string>();
          for (const item of picked) {
            const job = jobs.current.get(item.uid)!;
            if (!job.key) throw new UploadsFailedError();
            keys.set(item.uid, job.key);
          }
          return keys;
        }
        await Promise.race(running.map((job) => job.ended));
      }
    },
    [start],
  );

  const runningCount = Object.values(states).filter((state) => state.status === 'uploading').length;

  return { states, sync, cancel, retry, settle, runningCount };
}
