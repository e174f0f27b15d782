import { ERROR_STATUS, type ErrorCode, type FeatureErrorCode } from '@paydesk/contracts/http/errors';

export interface FieldMessage {
  readonly field: string;
  readonly message: string;
}

/** The one error services throw; the error handler maps its code to the HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: readonly FieldMessage[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('NOT_FOUND', `${what} not found`);
  }

  /**
   * A refusal of the state (the resource is not in a state that allows the request): it always
   * names its feature's code, so a client can tell it from the others without reading the message.
   */
  static refused(code: FeatureErrorCode, message: string): AppError {
    return new AppError(code, message);
  }

  static forbidden(message = 'You are not authorized to perform this action'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }

  static validation(details: readonly FieldMessage[]): AppError {
    return new AppError('VALIDATION_FAILED', 'The request is not valid', details);
  }
}
