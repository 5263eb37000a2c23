import { imageUrl, pickHostIndex } from './image-hosts';

describe('image hosts', () => {
  const hosts = ['https://a.example', 'https://b.example/'];

  it('picks the first host at random', () => {
    expect(pickHostIndex(hosts, () => 0)).toBe(0);
    expect(pickHostIndex(hosts, () => 0.99)).toBe(1);
  });

  it('falls back to the next host, then gives up', () => {
    expect(imageUrl('/static/x.svg', 1, 0, hosts)).toBe('https://b.example/static/x.svg');
    expect(imageUrl('/static/x.svg', 1, 1, hosts)).toBe('https://a.example/static/x.svg');
    expect(imageUrl('/static/x.svg', 1, 2, hosts)).toBeNull();
  });

  it('uses the same origin with the default list and keeps absolute URLs as they are', () => {
    expect(imageUrl('/static/x.svg', 0, 0)).toBe('/static/x.svg');
    expect(imageUrl('https://cdn.example/x.png', 0, 0)).toBe('https://cdn.example/x.png');
    expect(imageUrl('https://cdn.example/x.png', 0, 1)).toBeNull();
  });
});
