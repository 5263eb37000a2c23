// The transaction id a player copies from the bKash/Nagad/Rocket or bank receipt: 8 to 20 letters and digits
// (the platform API's rule); Bengali digits are read as Latin ones.
import { toLatinDigits } from 'shared';

export type ReferenceProblem = 'required' | 'format';

export const REFERENCE_MAX_LENGTH = 20;
const REFERENCE = /^[A-Za-z0-9]{8,20}$/;

export function normaliseReference(text: string): string {
  return toLatinDigits(text).trim();
}

export function checkReference(text: string, required: boolean): ReferenceProblem | null {
  const reference = normaliseReference(text);
  if (reference === '') return required ? 'required' : null;
  return REFERENCE.test(reference) ? null : 'format';
}
