import {
  deviceHash,
  noteFailedLoad,
  noteRendered,
  noteRenderError,
  noteVitals,
  startHealthReports,
  takeReports,
} from './health-report';

let page = 0;
beforeEach(() => {
  // Each test on a path of its own: a page counts once per path.
  page += 1;
  history.pushState(null, '', `/m/page-${page}`);
  takeReports();
});

describe('release health reports', () => {
  it('counts a release once per page however often its areas render', () => {
    noteRendered('lobby', '1.0.0');
    noteRendered('lobby', '1.0.0');
    noteRendered('content', '2.0.0');
    history.pushState(null, '', `/m/page-${page}-next`);
    noteRendered('lobby', '1.0.0');
    expect(takeReports()).toEqual([
      { remote: 'lobby', version: '1.0.0', views: 2, failedLoads: 0, fallbacks: 0, renderErrors: 0 },
      { remote: 'content', version: '2.0.0', views: 1, failedLoads: 0, fallbacks: 0, renderErrors: 0 },
    ]);
  });

  it('counts a failed release as a page that used it, once, and the fallback that saved it', () => {
    noteFailedLoad('lobby', '1.1.0', true);
    noteFailedLoad('lobby', '1.1.0');
    noteRendered('lobby', '1.0.0');
    noteRenderError('content', '2.0.0');
    expect(takeReports()).toEqual([
      { remote: 'lobby', version: '1.1.0', views: 1, failedLoads: 1, fallbacks: 1, renderErrors: 0 },
      { remote: 'lobby', version: '1.0.0', views: 1, failedLoads: 0, fallbacks: 0, renderErrors: 0 },
      { remote: 'content', version: '2.0.0', views: 1, failedLoads: 0, fallbacks: 0, renderErrors: 1 },
    ]);
  });

  it('puts the page’s vitals on every release it used, once, even when they come after its counts went', () => {
    // The document of these tests has used other releases before: look at this test's own.
    const mine = (reports: ReturnType<typeof takeReports>) =>
      reports.filter((report) => report.version === '7.0.0');
    noteRendered('lobby', '7.0.0');
    noteRendered('content', '7.0.0');
    noteVitals({ lcp: 1200 });
    expect(mine(takeReports()).map((report) => [report.remote, report.views, report.lcp])).toEqual([
      ['lobby', 1, 1200],
      ['content', 1, 1200],
    ]);
    // Reported by web-vitals as the page hides, after the counts were sent: with no counts.
    noteVitals({ cls: 0.05, lcp: 1300 });
    expect(mine(takeReports())).toEqual([
      {
        remote: 'lobby',
        version: '7.0.0',
        views: 0,
        failedLoads: 0,
        fallbacks: 0,
        renderErrors: 0,
        cls: 0.05,
      },
      {
        remote: 'content',
        version: '7.0.0',
        views: 0,
        failedLoads: 0,
        fallbacks: 0,
        renderErrors: 0,
        cls: 0.05,
      },
    ]);
    expect(takeReports()).toEqual([]);
  });

  it('sends what was counted when the page is hidden, in beacons of at most 8 reports, with a hash of the device', () => {
    const sent: { url: string; body: { environment: string; device: string; reports: unknown[] } }[] = [];
    startHealthReports({
      environment: 'staging',
      deviceId: 'device-one',
      send: (url, body) => sent.push({ url, body: JSON.parse(body) as (typeof sent)[number]['body'] }),
    });
    for (let index = 0; index < 9; index += 1) noteRendered('lobby', `1.0.${index}`);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent.map((beacon) => [beacon.url, beacon.body.reports.length])).toEqual([
      ['/rum', 8],
      ['/rum', 1],
    ]);
    expect(sent[0]!.body.environment).toBe('staging');
    expect(sent[0]!.body.device).toBe(deviceHash('device-one'));
    expect(sent[0]!.body.device).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(sent)).not.toContain('device-one');
    // Nothing counted since: nothing sent again.
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(2);
  });
});
