import { z } from 'zod';
import { TRANSACTION_ERROR_STATUS } from '../transactions/transaction-errors';

/** The generic error codes, and the HTTP status each maps to. */
const GENERIC_ERROR_STATUS = {
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

/**
 * Every error code the server answers with: the generic ones, then each feature's own (declared in
 * its contracts folder), which say what happened where a generic code would leave the client to
 * read the message.
 */
export const ERROR_STATUS = { ...GENERIC_ERROR_STATUS, ...TRANSACTION_ERROR_STATUS } as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** Whether a code read from an answer (a stored one, another back end's) is one of these. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_STATUS, code);
}

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
