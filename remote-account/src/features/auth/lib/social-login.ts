// Which third-party sign-in buttons the login and register forms show (spec account §2): only when the
// merchant's flag is on, the provider's sign-in service is configured, and never in the agent area.
import type { MerchantConfig } from 'shared';

export type SocialProvider = 'facebook' | 'google';

const FLAG_OF: Record<SocialProvider, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/**
 * The sign-in services the page has ready. This platform configures none (no SDK or client id is shipped), so
 * the buttons never show even with the flags on; a merchant build that wires a provider lists it here.
 */
export const CONFIGURED_PROVIDERS: readonly SocialProvider[] = [];

export function socialProvidersShown(
  flags: Partial<MerchantConfig['flags']> | undefined,
  pathname: string,
  configured: readonly SocialProvider[] = CONFIGURED_PROVIDERS,
): SocialProvider[] {
  if (!flags || pathname.startsWith('/m/agent')) return [];
  return configured.filter((provider) => flags[FLAG_OF[provider]] === true);
}
