// What a sign-in tells the player besides success: the previous sign-in's time and place (with the
// SECSESSIONS flag), so a sign-in they did not make stands out; and, when the account is in a time-out or
// self-exclusion, until when it cannot be used.
import { useCallback } from 'react';
import {
  type ExclusionValue,
  formatDateTime,
  type LoginValue,
  TOAST_DURATION,
  type ToastRequest,
  useMerchantConfig,
} from 'shared';
import { useAuthTranslation } from '../texts';

export function useSignInNotices() {
  const { t } = useAuthTranslation();
  const lastSignInShown = useMerchantConfig().data?.flags.SECSESSIONS === true;

  const welcome = useCallback(
    (value: LoginValue): ToastRequest => {
      const last = lastSignInShown ? value.lastSignIn : null;
      if (!last) return { type: 'success', message: t('login.success') };
      return {
        type: 'success',
        // Long enough to read, and to notice a place that was not the player.
        duration: TOAST_DURATION.long,
        message: t('login.lastSignIn', {
          time: formatDateTime(last.at),
          where: last.place ? `${last.place} (${last.ip})` : last.ip,
        }),
      };
    },
    [t, lastSignInShown],
  );

  const excluded = useCallback(
    ({ kind, until }: ExclusionValue): string =>
      until === null
        ? t('login.excludedPermanent')
        : t(kind === 'timeout' ? 'login.excludedTimeout' : 'login.excludedSelf', {
            date: formatDateTime(until),
          }),
    [t],
  );

  return { welcome, excluded };
}

/** The ExclusionValue of a protection.excluded refusal, or null when the value is not one. */
export function exclusionOf(value: unknown): ExclusionValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, until } = value as Record<string, unknown>;
  if (kind !== 'timeout' && kind !== 'self_exclusion') return null;
  if (until !== null && typeof until !== 'string') return null;
  return { kind, until };
}
