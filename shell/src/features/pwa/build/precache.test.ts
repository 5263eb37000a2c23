/**
 * @jest-environment node
 */
import { buildVersion, precacheUrls } from './precache';

const SHELL_BUILD = [
  'index.html',
  'sw.js',
  'js/main.01f9559fa6.js',
  'js/262.f0471fd337.js',
  'js/262.f0471fd337.js.LICENSE.txt',
  'js/main.01f9559fa6.js.map',
  'offline.html',
  'manifest.webmanifest',
  'mf-manifest.json',
  'icons/icon-192.png',
  'icons/maskable-512.png',
  'security-headers.local.conf',
];

describe('precacheUrls', () => {
  it("lists the shell's scripts, the offline page, the manifest and the icons, sorted, as site paths", () => {
    expect(precacheUrls(SHELL_BUILD)).toEqual([
      '/icons/icon-192.png',
      '/icons/maskable-512.png',
      '/js/262.f0471fd337.js',
      '/js/main.01f9559fa6.js',
      '/manifest.webmanifest',
      '/offline.html',
    ]);
  });

  it('never lists the page itself, the worker, licence notes, source maps or the federation manifest', () => {
    const urls = precacheUrls(SHELL_BUILD);
    for (const left of ['/index.html', '/sw.js', '/mf-manifest.json', '/security-headers.local.conf']) {
      expect(urls).not.toContain(left);
    }
    expect(urls.filter((url) => url.endsWith('.txt') || url.endsWith('.map'))).toEqual([]);
  });
});

describe('buildVersion', () => {
  const assets = [
    { name: 'index.html', bytes: '<!doctype html>' },
    { name: 'js/main.01f9559fa6.js', bytes: 'console.log(1)' },
  ];

  it('is the same for the same files in any order', () => {
    expect(buildVersion(assets, 'worker')).toMatch(/^[0-9a-f]{12}$/);
    expect(buildVersion([...assets].reverse(), 'worker')).toBe(buildVersion(assets, 'worker'));
  });

  it("changes with any file's bytes, a new file, or the worker's code, but not with sw.js itself", () => {
    const version = buildVersion(assets, 'worker');
    expect(buildVersion([assets[0]!, { ...assets[1]!, bytes: 'console.log(2)' }], 'worker')).not.toBe(
      version,
    );
    expect(buildVersion([...assets, { name: 'offline.html', bytes: 'x' }], 'worker')).not.toBe(version);
    expect(buildVersion(assets, 'worker v2')).not.toBe(version);
    expect(buildVersion([...assets, { name: 'sw.js', bytes: 'old' }], 'worker')).toBe(version);
  });
});
