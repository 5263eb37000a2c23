// Release health as players' browsers see it: per remote and release, the pages that used it, its failed loads
// (and the ones the pinned previous release saved), the render errors its area's boundary caught, and the page's web
// vitals (LCP, INP, CLS from the web-vitals library). Sent in one batch when the page is hidden, with
// navigator.sendBeacon to the site's /rum, which hands it to the release registry. No account, no name: the device is
// a hash of the random id rollouts assign cohorts by. A page counts once per path for each release it used, so a
// release's failure rate is the share of pages where it failed.
import type { RemoteName } from 'shared';
import type { HealthReport } from 'shared/release-health';

export const BEACON_URL = '/rum';
/** The registry reads at most this many reports from one beacon. */
const REPORTS_PER_BEACON = 8;

/** What the page counted of one release: a report without the page's vitals. */
type ReleaseCounts = Omit<HealthReport, 'lcp' | 'inp' | 'cls'>;
type Vitals = Pick<HealthReport, 'lcp' | 'inp' | 'cls'>;

const counts = new Map<string, ReleaseCounts>();
/** What this page has counted already: `<path> <remote@version> <what>`. */
const counted = new Set<string>();
/** The releases this document has used: its vitals are theirs. */
const used = new Map<string, { remote: RemoteName; version: string }>();
/** Vitals measured and not sent yet; each is sent once per document (LCP is final when the page is hidden). */
let vitals: Vitals = {};
const vitalsSent = new Set<keyof Vitals>();
let context: { environment: string; device: string; send: (url: string, body: string) => void } | null = null;

const releaseKey = (remote: RemoteName, version: string) => `${remote}@${version}`;

function entry(remote: RemoteName, version: string): ReleaseCounts {
  const key = releaseKey(remote, version);
  let found = counts.get(key);
  if (!found) {
    found = { remote, version, views: 0, failedLoads: 0, fallbacks: 0, renderErrors: 0 };
    counts.set(key, found);
  }
  return found;
}

/** Counts `what` once per path for a release; the first count of a path is also its page view. */
function countOnce(
  remote: RemoteName,
  version: string,
  what: 'views' | 'failedLoads' | 'fallbacks' | 'renderErrors',
) {
  const path = location.pathname;
  const release = releaseKey(remote, version);
  used.set(release, { remote, version });
  if (!counted.has(`${path} ${release} views`)) {
    counted.add(`${path} ${release} views`);
    entry(remote, version).views += 1;
  }
  if (what === 'views' || counted.has(`${path} ${release} ${what}`)) return;
  counted.add(`${path} ${release} ${what}`);
  entry(remote, version)[what] += 1;
}

/** A remote's area rendered this release on this page. */
export const noteRendered = (remote: RemoteName, version: string) => countOnce(remote, version, 'views');

/** This release failed to load on this page; `savedByPrevious` when the pinned previous release rendered instead. */
export function noteFailedLoad(remote: RemoteName, version: string, savedByPrevious = false) {
  countOnce(remote, version, 'failedLoads');
  if (savedByPrevious) countOnce(remote, version, 'fallbacks');
}

/** The area's error boundary caught an error while it ran this release. */
export const noteRenderError = (remote: RemoteName, version: string) =>
  countOnce(remote, version, 'renderErrors');

/** A hash of the device id: the registry counts distinct devices, never sees the id itself. */
export function deviceHash(id: string): string {
  const fnv = (seed: number) => {
    let hash = seed;
    for (const char of `health:${id}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash.toString(16).padStart(8, '0');
  };
  return `${fnv(0x811c9dc5)}${fnv(0x050c5d1f)}`;
}

/**
 * The reports of what was counted since the last beacon, and the page's vitals not sent yet on every release the
 * page used (with no counts when they come after the page's counts went: web-vitals reports some on the same
 * hiding of the page, after this module's listener).
 */
export function takeReports(): (ReleaseCounts & Vitals)[] {
  const fresh = Object.fromEntries(
    Object.entries(vitals).filter(([name]) => !vitalsSent.has(name as keyof Vitals)),
  ) as Vitals;
  const reports: (ReleaseCounts & Vitals)[] = [...counts.values()].map((release) => ({ ...release }));
  if (Object.keys(fresh).length) {
    for (const [key, release] of used) {
      const report = reports.find((each) => releaseKey(each.remote, each.version) === key);
      if (report) Object.assign(report, fresh);
      else reports.push({ ...release, views: 0, failedLoads: 0, fallbacks: 0, renderErrors: 0, ...fresh });
    }
    for (const name of Object.keys(fresh)) vitalsSent.add(name as keyof Vitals);
  }
  counts.clear();
  vitals = {};
  return reports;
}

function flush() {
  if (!context) return;
  const reports = takeReports();
  for (let start = 0; start < reports.length; start += REPORTS_PER_BEACON) {
    context.send(
      BEACON_URL,
      JSON.stringify({
        environment: context.environment,
        device: context.device,
        reports: reports.slice(start, start + REPORTS_PER_BEACON),
      }),
    );
  }
}

function sendBeacon(url: string, body: string) {
  try {
    navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  } catch {
    // A browser that cannot send it loses one page's report; the player never notices.
  }
}

/**
 * Starts reporting for this page: the beacon goes when the page is hidden (switching apps, closing the tab,
 * following a link away). A device without an id (no storage) reports nothing.
 */
export function startHealthReports(options: {
  environment: string;
  deviceId: string | null;
  send?: (url: string, body: string) => void;
}): void {
  if (!options.deviceId) return;
  context = {
    environment: options.environment,
    device: deviceHash(options.deviceId),
    send: options.send ?? sendBeacon,
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}

/**
 * Measures the page's web vitals. They come from the browser's buffered entries, so loading web-vitals after the
 * page's first content (out of the way of its largest paint) loses nothing.
 */
export async function measureWebVitals(): Promise<void> {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  onLCP((metric) => noteVitals({ lcp: Math.round(metric.value) }));
  onINP((metric) => noteVitals({ inp: Math.round(metric.value) }));
  onCLS((metric) => noteVitals({ cls: Math.round(metric.value * 1000) / 1000 }));
}

/** A web vital of this page as measured (web-vitals' callbacks). */
export function noteVitals(measured: Vitals): void {
  vitals = { ...vitals, ...measured };
}
