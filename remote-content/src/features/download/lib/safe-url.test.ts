import { safeDownloadUrl } from './safe-url';

describe('safeDownloadUrl', () => {
  it('keeps web addresses, site paths and the iOS install schemes', () => {
    for (const url of [
      'https://dl.example.com/app.apk',
      'http://localhost:3000/app.apk',
      '/static/app.mobileconfig',
      'itms-services://?action=download-manifest&url=https://dl.example.com/manifest.plist',
      'itms-apps://apps.apple.com/app/id1',
    ]) {
      expect(safeDownloadUrl(url)).toBe(url);
    }
  });

  it('drops script and data URLs, protocol-relative addresses and rubbish', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example/app',
      'not a url',
      '',
      undefined,
    ]) {
      expect(safeDownloadUrl(url)).toBeUndefined();
    }
  });
});
