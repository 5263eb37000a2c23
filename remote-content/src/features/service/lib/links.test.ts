import { externalUrl, sameOriginUrl, themeHeaderColor } from './links';

describe('externalUrl', () => {
  it('keeps http(s) addresses', () => {
    expect(externalUrl('https://wa.me/8801700000000')).toBe('https://wa.me/8801700000000');
    expect(externalUrl(' https://t.me/support ')).toBe('https://t.me/support');
  });

  it('drops anything else', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '/m/home',
      'wa.me/1',
      '',
      null,
      undefined,
    ]) {
      expect(externalUrl(url)).toBeUndefined();
    }
  });
});

describe('sameOriginUrl', () => {
  const origin = 'https://site.example';

  it('keeps site paths and addresses of this site', () => {
    expect(sameOriginUrl('/chat/room?ticket=abc', origin)).toBe('/chat/room?ticket=abc');
    expect(sameOriginUrl('https://site.example/chat?t=1', origin)).toBe('https://site.example/chat?t=1');
  });

  it('refuses other sites, protocol-relative and script addresses', () => {
    for (const url of [
      'https://evil.example/chat',
      '//evil.example/chat',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(sameOriginUrl(url, origin)).toBeNull();
    }
  });
});

describe('themeHeaderColor', () => {
  it("uses the theme's hex surface colour, else the dark default", () => {
    expect(themeHeaderColor(() => ' #ffffff')).toBe('#ffffff');
    expect(themeHeaderColor(() => 'rgb(0 0 0)')).toBe('#1a2133');
    expect(themeHeaderColor(() => '')).toBe('#1a2133');
  });
});
