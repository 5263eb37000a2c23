import { socialProvidersShown } from './social-login';

const allOn = { FACEBOOKLOGIN3: true, GOOGLELOGIN3: true };

describe('socialProvidersShown', () => {
  it('shows nothing in this platform, where no sign-in service is configured, even with both flags on', () => {
    expect(socialProvidersShown(allOn, '/m/login')).toEqual([]);
  });

  it('shows a configured provider only when its flag is on', () => {
    expect(socialProvidersShown(allOn, '/m/login', ['facebook', 'google'])).toEqual(['facebook', 'google']);
    expect(
      socialProvidersShown({ FACEBOOKLOGIN3: false, GOOGLELOGIN3: true }, '/m/home', ['facebook', 'google']),
    ).toEqual(['google']);
    expect(socialProvidersShown({ FACEBOOKLOGIN3: true }, '/m/home', ['google'])).toEqual([]);
  });

  it('never shows a provider in the agent area', () => {
    expect(socialProvidersShown(allOn, '/m/agent', ['facebook', 'google'])).toEqual([]);
    expect(socialProvidersShown(allOn, '/m/agent/home', ['facebook'])).toEqual([]);
  });

  it('shows nothing before the merchant config is known', () => {
    expect(socialProvidersShown(undefined, '/m/login', ['facebook'])).toEqual([]);
  });
});
