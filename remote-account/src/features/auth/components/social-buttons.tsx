// Facebook / Google sign-in buttons (spec account §2): rendered only for the providers socialProvidersShown
// allows, which in this platform is none (no sign-in service is configured).
import { bus, useMerchantConfig } from 'shared';
import { socialProvidersShown } from '../lib/social-login';
import { useAuthTranslation } from '../texts';

export function SocialButtons() {
  const { t } = useAuthTranslation();
  const { data: config } = useMerchantConfig();
  const providers = socialProvidersShown(config?.flags, globalThis.location?.pathname ?? '');
  if (providers.length === 0) return null;
  return (
    <div className="acc-social" role="group" aria-label={t('social.title')}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="acc-social__button"
          onClick={() => bus.emit('toast', { type: 'info', message: t('social.unavailable') })}
        >
          {t(`social.${provider}`)}
        </button>
      ))}
    </div>
  );
}
