// The response envelope and the error type that route code throws to answer with a contract error code.
// The app's error handler turns an ApiError into `{ success: false, code, message, value }` with the code's status.
import { API_ERROR_CODES } from 'shared/contract';
import type { ApiEnvelope, ApiErrorCode } from 'shared/contract';

export function ok<T>(value: T): ApiEnvelope<T> {
  return { success: true, code: 'ok', message: 'ok', value };
}

export function failure<T = null>(
  code: ApiErrorCode,
  message: string,
  value: T | null = null,
): ApiEnvelope<T> {
  return { success: false, code, message, value };
}

export function statusOf(code: ApiErrorCode): number {
  return API_ERROR_CODES[code];
}

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly value: unknown;

  constructor(code: ApiErrorCode, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.value = value;
  }
}
