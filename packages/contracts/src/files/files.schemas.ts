import { z } from 'zod';

export const FileDetails = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  tenantId: z.uuid(),
  merchantId: z.uuid().nullable(),
  createdOn: z.string(),
  createdBy: z.string().describe("The uploader's email"),
  isAttached: z.boolean().describe('Referenced by a ticket: then it can no longer be deleted'),
});
export type FileDetails = z.infer<typeof FileDetails>;

/** Which limit applies (spec §5): ticket attachments 20 MB, boarding documents 5 MB. */
export const UploadQuery = z.object({ purpose: z.enum(['ticket', 'document']).default('ticket') });
