// A valid username registration payload for tests (every optional field an empty string, as the site sends them);
// each test overrides what it is about.
import type { RegisterPayload } from 'shared/contract';

export function registerPayload(overrides: Partial<RegisterPayload> = {}): RegisterPayload {
  return {
    countryDialingCode: '880',
    registerUrl: 'm.vsbdtf5.test',
    registerMethod: 'H5',
    username: 'newplayer1',
    password: 'abc12345',
    confirmPassword: 'abc12345',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    mobileNum: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    birthday: '',
    captcha: '',
    type: 0,
    domain: '',
    verificationCode: '',
    registerBy: 'username',
    ...overrides,
  };
}
