export type ErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'ACCOUNT_FORBIDDEN'
  | 'PAYMENT_REQUIRED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNPROCESSABLE'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const statusOfCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  ACCOUNT_FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

export type FieldErrors = Record<string, string[]>;

/** Thrown by services; the error handler turns it into docs/product/wire-contract.md#envelope-and-errors's body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: string | FieldErrors,
    /** Extra top-level body fields (e.g. the 403 `data` block). */
    readonly body?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: string | FieldErrors) =>
  new AppError('BAD_REQUEST', message, details);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: string | FieldErrors) => new AppError('CONFLICT', message, details);
export const unauthorized = (message = 'Please log in to continue') => new AppError('UNAUTHORIZED', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    'TOO_MANY_REQUESTS',
    message,
    undefined,
    undefined,
    retryAfterSeconds ? { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) } : undefined,
  );

/** The `retry-after` (seconds) of a 503 for a lost database connection (docs/product/wire-contract.md#status-codes). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** A single field's error: message is the text, details map the field to it (docs/product/wire-contract.md#envelope-and-errors). */
export const fieldError = (field: string, message: string) => badRequest(message, { [field]: [message] });
