// The ids of a form field's parts: the input (the given id or a generated one), its hint and its message, and the
// aria-describedby that ties the ones shown to the input.
import { useId } from 'react';

export function useFieldIds(id: string | undefined, { hint, error }: { hint: boolean; error: boolean }) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}
