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

  constructor(code: ErrorCode, fieldProblems: FieldProblem[] = []) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.fieldProblems = fieldProblems;
  }
}

export const notFound = () => new AppError('NOT_FOUND');
export const invalidField = (field: string, key: MessageKey) =>
  new AppError('VALIDATION_ERROR', [{ field, key }]);
