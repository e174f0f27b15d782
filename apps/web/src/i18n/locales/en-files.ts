/**
 * English texts: the file upload widget. The spec's messages are written exactly as the spec has
 * them, 'bigger then' included (spec §5).
 */
export const enFiles = {
  // Spec §5 "File uploads": shown under the widget and cleared after 2 s (spec §9).
  sizeNotAllowed: 'File {{name}} size bigger then allowed',
  typeNotAllowed: 'File type not allowed {{name}}',
  uploadError: 'Error uploading files',
  // Spec §8 "Ticket and files": success texts the owning feature shows (onAllUploaded / removeAll).
  finishedUploading: 'Files finished uploading',
  addedFilesDeleted: 'Added files have been deleted',
  // The widget's own labels.
  dropHint: 'Drag and drop files here',
  choose: 'Choose files',
  limits: 'Up to {{size}} per file, {{total}} in all',
  list: 'Added files',
  remove: 'Remove {{name}}',
  progress: 'Upload progress of {{name}}',
  preview: 'Preview of {{name}}',
} as const;
