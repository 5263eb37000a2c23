// Asking for an SMS code to the member's own number: POST /wps/verification/sms with purpose `payout` (adding
// a payout account under SECPAYOUTSMS), `withdraw` (a withdrawal to an account not used yet) or `security` (the
// step-up of a change of how the account is recovered or paid). The code goes to the signed-in member's own bound
// number, so no number and no captcha are sent; a member without one gets sms.no_mobile.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type SmsCodeRequest, type SmsCodeValue } from 'shared';

export type PayoutSmsPurpose = Extract<SmsCodeRequest['purpose'], 'payout' | 'withdraw' | 'security'>;

export function requestPayoutSmsCode(purpose: PayoutSmsPurpose): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>(
    ACCOUNT_PATHS.smsCode,
    { mobileNum: '', countryDialingCode: '', purpose, captcha: '' },
    { moduleId: 'COMM3' },
  );
}

export function usePayoutSmsCode() {
  return useMutation({ mutationFn: requestPayoutSmsCode });
}
