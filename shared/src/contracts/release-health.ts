// The release health a browser reports (the shell sends it, the registry counts it): the one contract of both.
import type { RemoteName } from './pin-file';

/**
 * POST /beacons (the registry, public): one page's release health, as the shell sends it with navigator.sendBeacon to its site
 * server's `/rum`, which forwards it here with the caller's address. Malformed, oversized or flooding beacons are
 * dropped without an error (the answer is always 204). No token, no account, no personal data: the device is a hash
 * of the random id the shell keeps for rollouts.
 */
export interface HealthBeacon {
  environment: string;
  device: string;
  reports: HealthReport[];
}

/** One remote release on one page: counts since the page opened, and the page's web vitals where measured. */
export interface HealthReport {
  remote: RemoteName;
  version: string;
  /** Pages where the remote rendered (0 or 1 per page load, more on navigations inside the site). */
  views: number;
  /** Loads of this release that failed (the area fell back or showed its retry). */
  failedLoads: number;
  /** Loads of this release that failed and were served from the pinned previous release instead. */
  fallbacks: number;
  /** Render errors caught by the area's error boundary while it ran this release. */
  renderErrors: number;
  /** Largest contentful paint and interaction to next paint in ms, cumulative layout shift; absent if not measured. */
  lcp?: number;
  inp?: number;
  cls?: number;
}
