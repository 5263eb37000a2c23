import {
  describeUserAgent,
  deviceIn,
  LOCAL_NETWORK,
  placeIn,
  placeOfIp,
  TEST_NETWORK,
} from './client-origin.ts';

describe('placeOfIp', () => {
  it('names loopback, private, link-local and carrier NAT addresses the local network', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '172.31.255.1',
      '192.168.1.20',
      '169.254.3.4',
      '100.64.0.1',
      'fd12:3456::1',
      'fe80::1',
    ]) {
      expect(placeOfIp(ip)).toBe(LOCAL_NETWORK);
    }
  });

  it('names the documentation ranges the test network', () => {
    for (const ip of ['192.0.2.1', '198.51.100.77', '203.0.113.7', '2001:db8::5']) {
      expect(placeOfIp(ip)).toBe(TEST_NETWORK);
    }
  });

  it('does not guess the place of any other address', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '100.128.0.1', '103.4.145.2', '2404:1c40::1', '', 'garbage']) {
      expect(placeOfIp(ip)).toBeNull();
    }
  });
});

describe('describeUserAgent', () => {
  it('names the browser and the system of common user agents', () => {
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox on Linux',
    );
    expect(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Samsung Internet on Android');
  });

  it('answers an empty string for an unknown agent', () => {
    expect(describeUserAgent('')).toBe('');
    expect(describeUserAgent('curl/8.5.0')).toBe('');
  });
});

describe('placeIn', () => {
  it("answers a built-in place in the caller's language", () => {
    expect(placeIn(LOCAL_NETWORK, 'en')).toBe('Local network');
    expect(placeIn(LOCAL_NETWORK, 'bn')).toBe('স্থানীয় নেটওয়ার্ক');
    expect(placeIn(TEST_NETWORK, 'en')).toBe('Test network');
    expect(placeIn(TEST_NETWORK, 'bn')).toBe('পরীক্ষার নেটওয়ার্ক');
  });

  it('answers any other place as recorded, and no place as none', () => {
    expect(placeIn('Dhaka', 'bn')).toBe('Dhaka');
    expect(placeIn(null, 'bn')).toBeNull();
  });
});

describe('deviceIn', () => {
  it("says a browser on a system in the caller's language, the site's tag kept as it is", () => {
    expect(deviceIn('Chrome on Android', 'en')).toBe('Chrome on Android');
    expect(deviceIn('Chrome on Android', 'bn')).toBe('Android-এ Chrome');
    expect(deviceIn('Samsung Internet on Android (OTHERS)', 'bn')).toBe(
      'Android-এ Samsung Internet (OTHERS)',
    );
    expect(deviceIn('Safari on iOS (OTHERS)', 'en')).toBe('Safari on iOS (OTHERS)');
  });

  it('leaves a device without both names, or one it did not record, as it is', () => {
    for (const device of ['Chrome', 'Android', 'OTHERS', '', 'Lynx on Plan 9', 'Chrome on Androidx']) {
      expect(deviceIn(device, 'bn')).toBe(device);
    }
  });
});
