import {
  ALLOWED_EXTENSIONS,
  ALLOWED_MIME_TYPES,
  checkContent,
  checkFiles,
  IMAGE_PREVIEW_TYPES,
  MAX_FILE_SIZE,
  MAX_TOTAL_FILES_SIZE,
  UPLOAD_ERROR_CLEAR_DELAY_MS,
} from '@paydesk/contracts/files/file-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Sends one file; reports 0-100 progress; resolves with the stored file's id. */
export type UploadFile = (
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<{ id: string }>;
/** Deletes an uploaded file by id. */
export type RemoveFile = (id: string) => Promise<unknown>;

export interface FileUploadItem {
  /** Local key, stable for the life of the item. */
  readonly key: string;
  readonly file: File;
  readonly status: 'uploading' | 'uploaded' | 'removing';
  readonly progress: number;
  /** The server's id, once uploaded. */
  readonly id?: string;
  /** An object URL for an image preview (jpeg, png, tiff), revoked when the item goes. */
  readonly previewUrl?: string;
}

export interface FileUploadOptions {
  upload: UploadFile;
  remove: RemoveFile;
  /** Largest single file (default spec's 20971520 bytes; documents use 5242880). */
  maxFileSize?: number;
  /** Largest total of the added files (default spec's 20971520 bytes). */
  maxTotalSize?: number;
  /** Allowed extensions and MIME types (default: the spec §5 lists). */
  accept?: { extensions?: readonly string[]; mimeTypes?: readonly string[] };
  /** Check each file's content by its magic bytes before sending (default true). */
  verifyContent?: boolean;
  /** The ids of the uploaded files, whenever they change. */
  onChange?: (ids: string[]) => void;
  /** Every upload in flight has ended and at least one succeeded: spec §8 'Files finished uploading'. */
  onAllUploaded?: (ids: string[]) => void;
  /** Spec §8: "An upload failure calls the failure handler of the upload control." */
  onUploadError?: (file: File, error: unknown) => void;
  onRemoveError?: (file: File, error: unknown) => void;
}

export interface FileUploads {
  readonly items: readonly FileUploadItem[];
  /** Spec §5 messages now shown; cleared 2 s after the last one appeared. */
  readonly errors: readonly string[];
  /** True while any upload is in flight (a form should not be sent then). */
  readonly busy: boolean;
  readonly maxFileSize: number;
  readonly maxTotalSize: number;
  readonly extensions: readonly string[];
  readonly mimeTypes: readonly string[];
  add(files: readonly File[]): Promise<void>;
  removeItem(key: string): Promise<void>;
  /**
   * Aborts uploads in flight and deletes every uploaded file (spec §4: cancelling the ticket dialog
   * deletes the files uploaded so far). Resolves true when files were deleted, so the caller shows
   * spec §8 'Added files have been deleted'.
   */
  removeAll(): Promise<boolean>;
  /** Forgets the items without deleting them (after the form that owns them was sent). */
  clear(): void;
}

let nextKey = 0;

async function readBytes(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.arrayBuffer());
}

function revoke(item: FileUploadItem): void {
  if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

function previewUrlOf(file: File): string | undefined {
  if (!IMAGE_PREVIEW_TYPES.includes(file.type) || typeof URL.createObjectURL !== 'function') return undefined;
  return URL.createObjectURL(file);
}

/** The state and actions of a file upload control (spec §5 "File uploads"). */
export function useFileUploads(options: FileUploadOptions): FileUploads {
  const { t } = useTranslation();
  const maxFileSize = options.maxFileSize ?? MAX_FILE_SIZE;
  const maxTotalSize = options.maxTotalSize ?? MAX_TOTAL_FILES_SIZE;
  const extensions = options.accept?.extensions ?? ALLOWED_EXTENSIONS;
  const mimeTypes = options.accept?.mimeTypes ?? ALLOWED_MIME_TYPES;
  const latest = useRef(options);
  latest.current = options;

  // The ref is the source of truth (async callbacks read it); the state makes React render.
  const itemsRef = useRef<FileUploadItem[]>([]);
  const [items, setItems] = useState<readonly FileUploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const batchSucceeded = useRef(false);
  const [errors, setErrors] = useState<readonly string[]>([]);
  const errorTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((change: (previous: FileUploadItem[]) => FileUploadItem[]) => {
    const before = itemsRef.current;
    itemsRef.current = change(before);
    setItems(itemsRef.current);
    const ids = (list: FileUploadItem[]) =>
      list.flatMap((i) => (i.id && i.status !== 'uploading' ? [i.id] : []));
    if (ids(before).join() !== ids(itemsRef.current).join()) latest.current.onChange?.(ids(itemsRef.current));
  }, []);

  const showErrors = useCallback((messages: string[]) => {
    if (messages.length === 0) return;
    setErrors((previous) => [...previous, ...messages]);
    clearTimeout(errorTimer.current);
    errorTimer.current = setTimeout(() => setErrors([]), UPLOAD_ERROR_CLEAR_DELAY_MS);
  }, []);

  const settleBatch = useCallback(() => {
    if (itemsRef.current.some((i) => i.status === 'uploading') || !batchSucceeded.current) return;
    batchSucceeded.current = false;
    latest.current.onAllUploaded?.(itemsRef.current.flatMap((i) => (i.id ? [i.id] : [])));
  }, []);

  const start = useCallback(
    (item: FileUploadItem) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      const onProgress = (percent: number) =>
        update((list) =>
          list.map((i) => (i.key === item.key ? { ...i, progress: Math.min(100, percent) } : i)),
        );
      latest.current.upload(item.file, onProgress, controller.signal).then(
        ({ id }) => {
          controllers.current.delete(item.key);
          if (controller.signal.aborted) {
            void latest.current.remove(id).catch(() => {}); // removed while uploading: clean up
            return;
          }
          batchSucceeded.current = true;
          update((list) =>
            list.map((i) => (i.key === item.key ? { ...i, id, status: 'uploaded', progress: 100 } : i)),
          );
          settleBatch();
        },
        (error: unknown) => {
          controllers.current.delete(item.key);
          if (controller.signal.aborted) return;
          revoke(item);
          update((list) => list.filter((i) => i.key !== item.key));
          showErrors([t('files.uploadError')]);
          latest.current.onUploadError?.(item.file, error);
          settleBatch();
        },
      );
    },
    [update, settleBatch, showErrors, t],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const limits = {
        maxFileSize,
        maxTotal: maxTotalSize,
        allowedExtensions: extensions,
        allowedTypes: mimeTypes,
      };
      const problems = new Map<File, 'type' | 'size'>();
      // Name, declared type and size first, so no bytes are read of a file refused anyway.
      const first = checkFiles(
        itemsRef.current.map((i) => i.file),
        files,
        limits,
      );
      for (const { file, problem } of first.refused)
        problems.set(file, problem === 'typeNotAllowed' ? 'type' : 'size');
      const verify = latest.current.verifyContent ?? true;
      const contentOk = await Promise.all(
        first.accepted.map(
          async (file) => !verify || checkContent(file.name, file.type, await readBytes(file)).ok,
        ),
      );
      for (const [i, file] of first.accepted.entries()) if (!contentOk[i]) problems.set(file, 'type');
      // The total again, on the list as it is now: a refused file frees its share, and another
      // add may have run while the bytes were read.
      const second = checkFiles(
        itemsRef.current.map((i) => i.file),
        first.accepted.filter((_, i) => contentOk[i]),
        limits,
      );
      for (const { file } of second.refused) problems.set(file, 'size');
      showErrors(
        files.flatMap((file) => {
          const problem = problems.get(file);
          if (problem === 'type') return [t('files.typeNotAllowed', { name: file.name })];
          return problem === 'size' ? [t('files.sizeNotAllowed', { name: file.name })] : [];
        }),
      );
      const added: FileUploadItem[] = second.accepted.map((file) => ({
        key: `file-${++nextKey}`,
        file,
        status: 'uploading',
        progress: 0,
        previewUrl: previewUrlOf(file),
      }));
      update((list) => [...list, ...added]);
      for (const item of added) start(item);
    },
    [extensions, mimeTypes, maxFileSize, maxTotalSize, showErrors, start, update, t],
  );

  const removeItem = useCallback(
    async (key: string) => {
      const item = itemsRef.current.find((i) => i.key === key);
      if (!item || item.status === 'removing') return;
      if (item.status === 'uploading') {
        controllers.current.get(key)?.abort();
        controllers.current.delete(key);
      } else if (item.id) {
        update((list) => list.map((i) => (i.key === key ? { ...i, status: 'removing' } : i)));
        try {
          await latest.current.remove(item.id);
        } catch (error) {
          update((list) => list.map((i) => (i.key === key ? { ...i, status: 'uploaded' } : i)));
          latest.current.onRemoveError?.(item.file, error);
          return;
        }
      }
      revoke(item);
      update((list) => list.filter((i) => i.key !== key));
      settleBatch();
    },
    [update, settleBatch],
  );

  const removeAll = useCallback(async () => {
    const keys = itemsRef.current.map((i) => i.key);
    const hadUploaded = itemsRef.current.some((i) => i.id);
    await Promise.all(keys.map((key) => removeItem(key)));
    return hadUploaded && !itemsRef.current.some((i) => i.id);
  }, [removeItem]);

  const clear = useCallback(() => {
    for (const controller of controllers.current.values()) controller.abort();
    controllers.current.clear();
    for (const item of itemsRef.current) revoke(item);
    update(() => []);
  }, [update]);

  useEffect(
    () => () => {
      clearTimeout(errorTimer.current);
      for (const controller of controllers.current.values()) controller.abort();
      for (const item of itemsRef.current) revoke(item);
    },
    [],
  );

  return {
    items,
    errors,
    busy: items.some((i) => i.status === 'uploading'),
    maxFileSize,
    maxTotalSize,
    extensions,
    mimeTypes,
    add,
    removeItem,
    removeAll,
    clear,
  };
}
