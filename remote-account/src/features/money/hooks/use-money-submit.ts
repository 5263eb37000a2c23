// Sending a money form: the form's idempotency key (a retry of the same form moves money once), then on success
// a new key, every balance and record refreshed, the result shown; on failure the catalogue toast, and the
// message beside the field the answer's code belongs to (the form may say more from the answer's value, e.g.
// what a limit still allows).
import { useTranslation } from 'react-i18next';
import { type AnyErrorCode, type ApiError, notifyError } from 'shared';
import { useAfterMoneyMoved } from './use-after-money-moved';
import { useIdempotencyKey } from './use-idempotency-key';

interface Mutation<V, R> {
  mutate: (
    variables: V,
    options: { onSuccess: (result: R) => void; onError: (error: unknown) => void },
  ) => void;
}

export function useMoneySubmit<V extends { idempotencyKey: string }, R, F extends string>(
  mutation: Mutation<V, R>,
  fieldOfCode: Partial<Record<AnyErrorCode, F>>,
  onDone: (result: R) => void,
  /** The message beside the field for an answer that carries more than its code; null for the catalogue text. */
  describe?: (error: ApiError) => string | null,
) {
  const { t: tShared } = useTranslation();
  const keeper = useIdempotencyKey();
  const afterMoneyMoved = useAfterMoneyMoved();
  /** `onFieldError` is told the field an answer's code belongs to and the message to show beside it. */
  const send = (payload: Omit<V, 'idempotencyKey'>, onFieldError: (field: F, text: string) => void) =>
    mutation.mutate({ ...payload, idempotencyKey: keeper.keyFor(payload) } as V, {
      onSuccess: (result) => {
        keeper.renew();
        afterMoneyMoved();
        onDone(result);
      },
      onError: (error) => {
        const apiError = notifyError(error);
        const field = fieldOfCode[apiError.code];
        if (!field) return;
        onFieldError(field, describe?.(apiError) ?? tShared(apiError.messageKey));
      },
    });

  return { send };
}
