// Sending an SMS verification code (POST /wps/verification/sms): the mobile number, its country code, why the
// code is wanted and the human-verification captcha answer; the answer says when the code expires.
import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, type SmsCodeRequest, type SmsCodeValue } from 'shared';

export function requestSmsCode(request: SmsCodeRequest): Promise<SmsCodeValue> {
  return api.post<SmsCodeValue>(ACCOUNT_PATHS.smsCode, request, { moduleId: 'COMM3' });
}

export function useSmsCode() {
  return useMutation({ mutationFn: requestSmsCode });
}
