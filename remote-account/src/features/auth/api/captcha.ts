// Captcha images (GET /wps/captcha?username=<key>): the login's after failed attempts (key: the username), the
// register form's (key 'register') and the SMS human verification (key 'sms:<mobile>'). The answer goes with
// the call the captcha protects.
import { api, CAPTCHA_PATHS, type CaptchaValue } from 'shared';

export function fetchCaptcha(key: string): Promise<CaptchaValue> {
  return api.get<CaptchaValue>(CAPTCHA_PATHS.captcha, {
    moduleId: 'CAPTCHA3',
    query: { username: key.trim() },
  });
}

export const captchaKeys = {
  register: 'register',
  sms: (mobileNum: string) => `sms:${mobileNum}`,
} as const;
