import { z } from 'zod';

/** The error codes the server answers with, and the HTTP status each maps to. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** One error shape on the wire: `{ error: { code, message, details? } }`; details hold field messages. */
export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .array(z.object({ field: z.string(), message: z.string() }))
        .optional()
        .describe('Field messages for a 400'),
    }),
  })
  .describe('Error');
export type ErrorBody = z.infer<typeof ErrorBody>;
