// The 400 validation.failed answer: the message keys of each failing field (ValidationFailureValue), taken from
// the shared rule engine's results. Parameters (min, max, age) are dropped; the client has the same config.
import { ApiError } from './envelope.ts';
import type { RuleMessage } from 'shared/validation';
import type { ValidationFailureValue } from 'shared/contract';

export type FieldMessages = Partial<Record<string, readonly RuleMessage[]>>;

export function hasFieldErrors(errors: FieldMessages): boolean {
  return Object.values(errors).some((messages) => messages !== undefined && messages.length > 0);
}

export function validationFailed(errors: FieldMessages): ApiError {
  const fields: ValidationFailureValue['fields'] = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (messages && messages.length > 0) fields[field] = messages.map((message) => message.key);
  }
  const value: ValidationFailureValue = { fields };
  return new ApiError('validation.failed', 'Some fields are not valid', value);
}
