import type { ErrorCode, MessageKey } from '@coresense/shared';

export interface FieldProblem {
  field: string;
  key: MessageKey;
}

/**
 * A failure the client should be told about. The error handler turns it into the contract's
 * envelope, in the language of the request.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fieldProblems: FieldProblem[];
  /** Says more precisely than the code's own message why the request was refused. */
  readonly messageKey?: MessageKey;
  /** For RATE_LIMITED: when to try again (`Retry-After`), if the refusal knows. */
  readonly retryAfterSeconds?: number;

  constructor(
    code: ErrorCode,
    fieldProblems: FieldProblem[] = [],
    messageKey?: MessageKey,
    retryAfterSeconds?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fieldProblems = fieldProblems;
    this.messageKey = messageKey;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const invalidField = (field: string, key: MessageKey) =>
  new AppError('VALIDATION_ERROR', [{ field, key }]);
/** 403 with a message naming the reason, for refusals that depend on more than the route's authority. */
export const forbidden = (key: MessageKey) => new AppError('FORBIDDEN', [], key);
/** 429 with a message naming the lock and when it ends. */
export const locked = (key: MessageKey, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', [], key, retryAfterSeconds);
