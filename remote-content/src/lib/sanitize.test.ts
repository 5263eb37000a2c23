// The sanitiser of CMS HTML: nothing that can run script survives, links open safely, and harmless markup stays.
import { sanitizeHtml } from './sanitize';

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it('removes script elements and event handler attributes', () => {
    const out = parse(
      '<p onclick="alert(1)">Hi</p><script>alert(2)</script><img src="x" onerror="alert(3)">',
    );
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('[onclick]')).toBeNull();
    expect(out.querySelector('[onerror]')).toBeNull();
    expect(out.querySelector('p')?.textContent).toBe('Hi');
  });

  it('removes javascript: and data: links but keeps web and site links', () => {
    const out = parse(
      '<a href="javascript:alert(1)">a</a><a href="data:text/html,<script>alert(1)</script>">b</a>' +
        '<a href="https://example.com/x">c</a><a href="/m/activity">d</a>',
    );
    const hrefs = [...out.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['https://example.com/x', '/m/activity']);
  });

  it('leaves the text of a link it emptied as plain text, not a link that does nothing', () => {
    const out = parse(
      `<p>Tap <a href="javascript:alert('x')" title="go"><strong>Claim now</strong></a> today</p>` +
        '<a name="terms">Terms</a>',
    );
    expect(out.querySelector('p')?.innerHTML).toBe('Tap <strong>Claim now</strong> today');
    // An anchor that never had an address is not the sanitiser's doing and stays as written.
    expect(out.querySelector('a')?.getAttribute('name')).toBe('terms');
  });

  it('opens foreign links in a new tab without access to the page, site links in place', () => {
    const out = parse(
      '<a href="https://example.com" target="_self">out</a><a href="/m/help" target="_blank">in</a>',
    );
    const [foreign, site] = [...out.querySelectorAll('a')];
    expect(foreign?.getAttribute('target')).toBe('_blank');
    expect(foreign?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(site?.hasAttribute('target')).toBe(false);
  });

  it('drops foreign frames and sandboxes frames of this site', () => {
    const out = parse(
      '<iframe src="https://evil.example/x"></iframe><iframe src="//evil.example/y"></iframe>' +
        '<iframe src="/static/video.html"></iframe>',
    );
    const frames = [...out.querySelectorAll('iframe')];
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toBe('/static/video.html');
    expect(frames[0]?.getAttribute('sandbox')).toBe('');
  });

  it('removes forms, styles, objects and srcdoc', () => {
    const out = parse(
      '<form action="/x"><input name="p"></form><style>body{}</style><object data="x"></object>' +
        '<p style="position:fixed">text</p><iframe srcdoc="<script>alert(1)</script>" src="/a"></iframe>',
    );
    for (const selector of ['form', 'input', 'style', 'object', '[style]', '[srcdoc]']) {
      expect(out.querySelector(selector)).toBeNull();
    }
  });

  it('keeps harmless rich text', () => {
    const html =
      '<h3>Bonus</h3><p>Deposit <strong>৳500</strong></p><ul><li>One</li></ul><img src="/static/a.svg" alt="a">';
    const out = parse(html);
    expect(out.querySelector('h3')?.textContent).toBe('Bonus');
    expect(out.querySelector('strong')?.textContent).toBe('৳500');
    expect(out.querySelector('img')?.getAttribute('src')).toBe('/static/a.svg');
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
