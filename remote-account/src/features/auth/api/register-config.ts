// The merchant's per-field registration rules (GET /wps/register/config): which fields the register form shows
// and how each is checked. The change-password and forgot-password forms take their password rule from it too.
import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type FieldRule, type RegisterConfig } from 'shared';

export function fetchRegisterConfig(): Promise<RegisterConfig> {
  return api.get<RegisterConfig>(ACCOUNT_PATHS.registerConfig, { moduleId: 'REG3' });
}

export function useRegisterConfig() {
  return useQuery({
    queryKey: ['account', 'registerConfig'],
    queryFn: fetchRegisterConfig,
    staleTime: 10 * 60_000,
  });
}

/** Used until the config is loaded (or when it cannot be): letters and digits, 6 to 20 characters. */
export const FALLBACK_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: 'PASSWORD',
};

/** The password rule set of the merchant, always required (a new password cannot be empty). */
export function usePasswordRule(): FieldRule {
  const { data } = useRegisterConfig();
  const rule = data?.fields.password ?? FALLBACK_PASSWORD_RULE;
  return { ...rule, enabled: true, required: true };
}

/** The merchant's mobile number rule (always required where a number is asked for). */
export function useMobileRule(): FieldRule | undefined {
  const { data } = useRegisterConfig();
  return data ? { ...data.fields.mobileNum, enabled: true, required: true } : undefined;
}
