import type { ErrorBody } from '@paydesk/contracts/http/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type FieldMessage } from '../errors/app-error';

/**
 * One place turns every failure into `{ error: { code, message, details } }`.
 * A 5xx never carries its inner message or stack; it is logged with the request id instead.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.error.code, status }, 'request refused');
    dropBodyHeaders(reply);
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: `No route ${request.method} ${request.url}` },
    };
    return reply.status(404).send(body);
  });
}

/** Headers that describe the success body a handler meant to send, not the error sent instead. */
const BODY_HEADERS = ['content-type', 'content-disposition', 'content-length', 'content-encoding'] as const;

/**
 * A download that fails before its first byte (an export whose first query fails) reaches here
 * with the reply already typed application/zip and named as an attachment: sent as they are, the
 * JSON error would be refused by Fastify (FST_ERR_REP_INVALID_PAYLOAD_TYPE) and answered as a bare
 * 500. A stream payload also copied them onto the raw response, so they go from both.
 */
function dropBodyHeaders(reply: FastifyReply): void {
  for (const name of BODY_HEADERS) {
    reply.removeHeader(name);
    if (!reply.raw.headersSent) reply.raw.removeHeader(name);
  }
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: { code: error.code, message: error.message, details: error.details?.slice() } },
    };
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError)) {
    const where = fastifyError.validationContext ?? 'body';
    const details: FieldMessage[] = fastifyError.validation.map((issue) => ({
      field: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
      message: issue.message ?? 'Invalid value',
    }));
    return {
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED', message: 'The request is not valid', details } },
    };
  }
  if (isResponseSerializationError(fastifyError)) {
    return { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } };
  }
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors: malformed JSON, unsupported media type, body too large ...
    const code =
      statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
    return { status: statusCode, body: { error: { code, message: fastifyError.message } } };
  }
  return { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } };
}
