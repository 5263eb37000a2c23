import type { RunningContext } from 'shared';
import { detectRegisterMethod } from './register-method';

const browser: RunningContext = {
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile',
  iosStandalone: false,
  displayStandalone: false,
};

describe('detectRegisterMethod', () => {
  it('is H5 in a plain mobile browser', () => {
    expect(detectRegisterMethod(browser)).toBe('H5');
  });

  it('is APP when the user agent carries the native app marker, whatever the display mode', () => {
    expect(detectRegisterMethod({ ...browser, userAgent: `${browser.userAgent} VSBDT-App/2.1` })).toBe('APP');
    expect(
      detectRegisterMethod({ userAgent: 'x VSBDT-App', iosStandalone: true, displayStandalone: true }),
    ).toBe('APP');
  });

  it('is PWA when the page runs in standalone display mode', () => {
    expect(detectRegisterMethod({ ...browser, displayStandalone: true })).toBe('PWA');
  });

  it('is WEBCLIP when iOS says the page was opened from a home-screen icon', () => {
    expect(detectRegisterMethod({ ...browser, iosStandalone: true, displayStandalone: true })).toBe(
      'WEBCLIP',
    );
  });

  it('reads the real page when no environment is given', () => {
    expect(detectRegisterMethod()).toBe('H5');
  });
});
