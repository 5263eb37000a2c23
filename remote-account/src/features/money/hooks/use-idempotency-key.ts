// One idempotency keeper per mounted form: retries of the same submission share a key (shared).
import { useState } from 'react';
import { createIdempotencyKeeper, type IdempotencyKeeper } from 'shared';

export function useIdempotencyKey(): IdempotencyKeeper {
  const [keeper] = useState(() => createIdempotencyKeeper());
  return keeper;
}
