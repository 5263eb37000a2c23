// Release health from players' browsers: beacons forwarded by the site servers become aggregates per environment,
// remote, version and hour (counts, the distinct devices seen, and histograms of LCP, INP and CLS for their p75),
// never one row per page. Only releases an environment can run now (its pin, previous, or rollout candidate) are
// counted, so forged versions store nothing. After each beacon for a remote in a rollout, the candidate is compared
// with the stable release since the rollout started, and the registry aborts the rollout itself when the
// environment's thresholds say so.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allRows, type Db, getRow, run, transaction } from '../../../platform-api/src/db/database.ts';
import { REMOTE_NAMES, type RemoteName } from 'shared/pin-file';
import type { AbortThresholds, AuditRow, HealthBeacon, HealthPoint, HealthReport } from './contract.ts';
import { history, readEnvironment, type StoredEnvironment } from './store.ts';

export const DEFAULT_THRESHOLDS: AbortThresholds = { ratio: 2, points: 1, minViews: 200, minDevices: 50 };

/**
 * The upper edges of the histogram buckets: a p75 is read as the upper edge of the bucket holding the 75th
 * percentile, so it never reads better than it was. LCP and INP in ms, CLS unitless.
 */
export const VITAL_BUCKETS = {
  lcp: [100, 200, 300, 500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000, 7500, 10000, 20000, 120000],
  inp: [16, 50, 100, 150, 200, 300, 400, 500, 750, 1000, 2000, 5000, 60000],
  cls: [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 100],
} as const;
type Vital = keyof typeof VITAL_BUCKETS;
const VITALS = Object.keys(VITAL_BUCKETS) as Vital[];

/** The largest beacon read, the most reports in one, and beacons per address per minute. */
export const BEACON_LIMITS = { bytes: 8 * 1024, reports: 8, perAddressPerMinute: 120, count: 100 };

const VERSION = /^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/;
const DEVICE = /^[0-9a-f]{8,64}$/;

const hourOf = (time: number) => new Date(Math.floor(time / 3_600_000) * 3_600_000).toISOString();

/** A beacon as sent, or undefined when anything about it is off (it is then dropped whole). */
export function parseBeacon(value: unknown): HealthBeacon | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const beacon = value as Record<string, unknown>;
  if (typeof beacon.environment !== 'string' || !/^[a-z][a-z0-9-]{0,31}$/.test(beacon.environment))
    return undefined;
  if (typeof beacon.device !== 'string' || !DEVICE.test(beacon.device)) return undefined;
  if (
    !Array.isArray(beacon.reports) ||
    beacon.reports.length === 0 ||
    beacon.reports.length > BEACON_LIMITS.reports
  )
    return undefined;
  const reports: HealthReport[] = [];
  for (const item of beacon.reports as unknown[]) {
    if (!item || typeof item !== 'object') return undefined;
    const report = item as Record<string, unknown>;
    if (!REMOTE_NAMES.includes(report.remote as RemoteName)) return undefined;
    if (typeof report.version !== 'string' || !VERSION.test(report.version)) return undefined;
    const counts = ['views', 'failedLoads', 'fallbacks', 'renderErrors'] as const;
    if (
      !counts.every(
        (name) =>
          Number.isInteger(report[name]) &&
          (report[name] as number) >= 0 &&
          (report[name] as number) <= BEACON_LIMITS.count,
      )
    )
      return undefined;
    const parsed: HealthReport = {
      remote: report.remote as RemoteName,
      version: report.version,
      views: report.views as number,
      failedLoads: report.failedLoads as number,
      fallbacks: report.fallbacks as number,
      renderErrors: report.renderErrors as number,
    };
    for (const vital of VITALS) {
      const measured = report[vital];
      if (measured === undefined) continue;
      const top = VITAL_BUCKETS[vital].at(-1)!;
      if (typeof measured !== 'number' || !Number.isFinite(measured) || measured < 0 || measured > top)
        return undefined;
      parsed[vital] = measured;
    }
    reports.push(parsed);
  }
  return { environment: beacon.environment, device: beacon.device, reports };
}

/** The versions an environment can run now, per remote: its pin, the pin's previous and a rollout's candidate. */
function runnable(environment: StoredEnvironment, remote: RemoteName): Set<string> {
  const pin = environment.pins.remotes[remote];
  return new Set(
    [pin.version, pin.previous?.version, pin.canary?.version].filter((each): each is string => !!each),
  );
}

/** Adds a beacon to the hour's aggregates; answers the remotes it counted. */
export async function recordBeacon(
  db: Db,
  environment: StoredEnvironment,
  beacon: HealthBeacon,
  now: number,
) {
  const hour = hourOf(now);
  const counted = beacon.reports.filter((report) => runnable(environment, report.remote).has(report.version));
  if (!counted.length) return [];
  await transaction(db, async () => {
    for (const report of counted) {
      const key = [environment.name, report.remote, report.version, hour] as const;
      await run(
        db,
        `INSERT INTO registry.health (environment, remote, version, hour, views, failed_loads, fallbacks, render_errors)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (environment, remote, version, hour) DO UPDATE SET
           views = registry.health.views + excluded.views,
           failed_loads = registry.health.failed_loads + excluded.failed_loads,
           fallbacks = registry.health.fallbacks + excluded.fallbacks,
           render_errors = registry.health.render_errors + excluded.render_errors`,
        ...key,
        report.views,
        report.failedLoads,
        report.fallbacks,
        report.renderErrors,
      );
      await run(
        db,
        `INSERT INTO registry.health_devices (environment, remote, version, hour, device) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT DO NOTHING`,
        ...key,
        beacon.device,
      );
      for (const vital of VITALS) {
        const measured = report[vital];
        if (measured === undefined) continue;
        const bucket = VITAL_BUCKETS[vital].findIndex((edge) => measured <= edge);
        await run(
          db,
          `INSERT INTO registry.health_vitals (environment, remote, version, hour, metric, bucket, count)
           VALUES (?, ?, ?, ?, ?, ?, 1)
           ON CONFLICT (environment, remote, version, hour, metric, bucket) DO UPDATE SET
             count = registry.health_vitals.count + 1`,
          ...key,
          vital,
          bucket,
        );
      }
    }
  });
  return [...new Set(counted.map((report) => report.remote))];
}

/** The 75th percentile of a histogram (counts by bucket), as its bucket's upper edge. */
export function p75(vital: Vital, counts: Map<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (!total) return null;
  let seen = 0;
  for (const [index, edge] of VITAL_BUCKETS[vital].entries()) {
    seen += counts.get(index) ?? 0;
    if (seen >= total * 0.75) return edge;
  }
  return VITAL_BUCKETS[vital].at(-1)!;
}

const NO_COUNTS = new Map<number, number>();

/** Hourly points of an environment since `since` (ISO), oldest first. */
export async function healthPoints(
  db: Db,
  environment: string,
  since: string,
  remote?: RemoteName,
): Promise<HealthPoint[]> {
  const filter = remote ? ' AND remote = ?' : '';
  const params = remote ? [environment, since, remote] : [environment, since];
  const rows = await allRows<{
    remote: RemoteName;
    version: string;
    hour: string;
    views: number;
    failed_loads: number;
    fallbacks: number;
    render_errors: number;
  }>(
    db,
    `SELECT remote, version, hour, views, failed_loads, fallbacks, render_errors FROM registry.health
      WHERE environment = ? AND hour >= ?${filter} ORDER BY hour, remote, version`,
    ...params,
  );
  const devices = await allRows<{ remote: string; version: string; hour: string; devices: number }>(
    db,
    `SELECT remote, version, hour, COUNT(*) AS devices FROM registry.health_devices
      WHERE environment = ? AND hour >= ?${filter} GROUP BY remote, version, hour`,
    ...params,
  );
  const vitals = await allRows<{
    remote: string;
    version: string;
    hour: string;
    metric: Vital;
    bucket: number;
    count: number;
  }>(
    db,
    `SELECT remote, version, hour, metric, bucket, count FROM registry.health_vitals
      WHERE environment = ? AND hour >= ?${filter}`,
    ...params,
  );
  const key = (row: { remote: string; version: string; hour: string }) =>
    `${row.remote} ${row.version} ${row.hour}`;
  const deviceCount = new Map(devices.map((row) => [key(row), row.devices]));
  const histograms = new Map<string, Map<number, number>>();
  for (const row of vitals) {
    const name = `${key(row)} ${row.metric}`;
    if (!histograms.has(name)) histograms.set(name, new Map());
    histograms.get(name)!.set(row.bucket, row.count);
  }
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    hour: row.hour,
    views: row.views,
    failedLoads: row.failed_loads,
    fallbacks: row.fallbacks,
    renderErrors: row.render_errors,
    devices: deviceCount.get(key(row)) ?? 0,
    failureRate: row.views ? (row.failed_loads + row.render_errors) / row.views : 0,
    lcpP75: p75('lcp', histograms.get(`${key(row)} lcp`) ?? NO_COUNTS),
    inpP75: p75('inp', histograms.get(`${key(row)} inp`) ?? NO_COUNTS),
    clsP75: p75('cls', histograms.get(`${key(row)} cls`) ?? NO_COUNTS),
  }));
}

export async function readThresholds(db: Db, environment: string): Promise<AbortThresholds> {
  const row = await getRow<{ thresholds: string | null }>(
    db,
    'SELECT thresholds FROM registry.environments WHERE name = ?',
    environment,
  );
  return row?.thresholds
    ? { ...DEFAULT_THRESHOLDS, ...(JSON.parse(row.thresholds) as AbortThresholds) }
    : DEFAULT_THRESHOLDS;
}

export async function saveThresholds(
  db: Db,
  environment: string,
  thresholds: AbortThresholds,
): Promise<void> {
  await run(
    db,
    'UPDATE registry.environments SET thresholds = ? WHERE name = ?',
    JSON.stringify(thresholds),
    environment,
  );
}

/** The thresholds in a request body, or the reason they are refused. */
export function checkedThresholds(value: unknown): AbortThresholds | string {
  const fields = (value ?? {}) as Record<string, unknown>;
  const number = (name: keyof AbortThresholds, min: number, max: number, whole = false) => {
    const given = fields[name];
    if (
      typeof given !== 'number' ||
      !Number.isFinite(given) ||
      given < min ||
      given > max ||
      (whole && !Number.isInteger(given))
    )
      throw new Error(`${name} must be a ${whole ? 'whole ' : ''}number from ${min} to ${max}`);
    return given;
  };
  try {
    return {
      ratio: number('ratio', 1, 100),
      points: number('points', 0, 100),
      minViews: number('minViews', 1, 1_000_000, true),
      // The distinct-device minimum is what keeps a handful of forged reports from aborting a rollout.
      minDevices: number('minDevices', 2, 1_000_000, true),
    };
  } catch (error) {
    return (error as Error).message;
  }
}

/** When the rollout running now started: the first `canary` row after the remote's last other change. */
export function rolloutStart(rows: AuditRow[], remote: RemoteName, candidate: string): string | undefined {
  let start: string | undefined;
  for (const row of rows) {
    if (row.remote !== remote) continue;
    if (row.action === 'canary' && row.to === candidate) start ??= row.at;
    else start = undefined;
  }
  return start;
}

interface Totals {
  views: number;
  failures: number;
  devices: number;
}

async function totals(
  db: Db,
  environment: string,
  remote: RemoteName,
  version: string,
  since: string,
): Promise<Totals> {
  const counts = await getRow<{ views: number | null; failures: number | null }>(
    db,
    `SELECT SUM(views) AS views, SUM(failed_loads + render_errors) AS failures FROM registry.health
      WHERE environment = ? AND remote = ? AND version = ? AND hour >= ?`,
    environment,
    remote,
    version,
    since,
  );
  const devices = await getRow<{ devices: number }>(
    db,
    `SELECT COUNT(DISTINCT device) AS devices FROM registry.health_devices
      WHERE environment = ? AND remote = ? AND version = ? AND hour >= ?`,
    environment,
    remote,
    version,
    since,
  );
  return { views: counts?.views ?? 0, failures: counts?.failures ?? 0, devices: devices?.devices ?? 0 };
}

/**
 * The figures of a rollout that must be aborted, or undefined while it may go on: the candidate over the minimum of
 * views and devices, failing at least `ratio` times as often as the stable release and `points` above it.
 */
export async function abortVerdict(
  db: Db,
  environment: StoredEnvironment,
  remote: RemoteName,
): Promise<{ rollout: string; figures: Record<string, number>; reason: string } | undefined> {
  const canary = environment.pins.remotes[remote].canary;
  if (!canary) return undefined;
  const started = rolloutStart(await history(db, environment.name, remote), remote, canary.version);
  if (!started) return undefined;
  const since = hourOf(Date.parse(started));
  const thresholds = await readThresholds(db, environment.name);
  const candidate = await totals(db, environment.name, remote, canary.version, since);
  if (candidate.views < thresholds.minViews || candidate.devices < thresholds.minDevices) return undefined;
  const stable = await totals(db, environment.name, remote, environment.pins.remotes[remote].version, since);
  const candidateRate = candidate.failures / candidate.views;
  const stableRate = stable.views ? stable.failures / stable.views : 0;
  if (candidateRate < thresholds.ratio * stableRate || (candidateRate - stableRate) * 100 < thresholds.points)
    return undefined;
  const percent = (rate: number) => Math.round(rate * 1000) / 10;
  return {
    rollout: canary.rollout,
    figures: {
      candidateViews: candidate.views,
      candidateDevices: candidate.devices,
      candidateFailureRate: candidateRate,
      stableViews: stable.views,
      stableDevices: stable.devices,
      stableFailureRate: stableRate,
      ratio: thresholds.ratio,
      points: thresholds.points,
    },
    reason:
      `automatic abort: ${remote} ${canary.version} failed on ${percent(candidateRate)} % of ${candidate.views} views ` +
      `from ${candidate.devices} devices, the stable ${environment.pins.remotes[remote].version} on ` +
      `${percent(stableRate)} % of ${stable.views}`,
  };
}

/** A fixed window per address: at most `limit` in each minute. */
export function addressLimiter(limit: number, now = () => Date.now()) {
  const windows = new Map<string, { minute: number; count: number }>();
  return (address: string): boolean => {
    const minute = Math.floor(now() / 60_000);
    const window = windows.get(address);
    if (!window || window.minute !== minute) {
      if (windows.size > 50_000) windows.clear();
      windows.set(address, { minute, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= limit;
  };
}

export interface HealthRoutes {
  db: Db;
  environment: (name: string, forUpdate?: boolean) => Promise<StoredEnvironment>;
  /** Aborts a rollout as the registry itself, with the figures in its audit row. */
  abort: (
    environment: StoredEnvironment,
    remote: RemoteName,
    rollout: string,
    reason: string,
    figures: Record<string, number>,
  ) => Promise<unknown>;
  /** Refuses a caller who may not set an environment's thresholds. */
  mayManage: (request: FastifyRequest) => void;
  now?: () => number;
}

export function registerHealthRoutes(app: FastifyInstance, routes: HealthRoutes): void {
  const { db } = routes;
  const now = routes.now ?? (() => Date.now());
  const allowed = addressLimiter(BEACON_LIMITS.perAddressPerMinute, now);

  app.post(
    '/beacons',
    {
      config: { public: true },
      bodyLimit: BEACON_LIMITS.bytes,
      // A beacon that cannot be read is dropped like any other bad beacon: the player's page never hears of it.
      errorHandler: (_error, _request, reply) => {
        void reply.code(204).send();
      },
    },
    async (request, reply) => {
      reply.code(204);
      if (!allowed(request.ip)) return reply.send();
      let value = request.body;
      if (typeof value === 'string') {
        try {
          value = JSON.parse(value);
        } catch {
          return reply.send();
        }
      }
      const beacon = parseBeacon(value);
      if (!beacon) return reply.send();
      const environment = await readEnvironment(db, beacon.environment);
      if (!environment) return reply.send();
      const counted = await recordBeacon(db, environment, beacon, now());
      for (const remote of counted) {
        const verdict = await abortVerdict(db, environment, remote);
        if (verdict) {
          await routes
            .abort(environment, remote, verdict.rollout, verdict.reason, verdict.figures)
            .catch((error: unknown) => request.log.warn({ err: error }, 'automatic abort not written'));
        }
      }
      return reply.send();
    },
  );

  app.get<{ Params: { env: string }; Querystring: { remote?: string; hours?: string } }>(
    '/environments/:env/health',
    async (request) => {
      const environment = await routes.environment(request.params.env);
      const hours = Math.min(Math.max(Number(request.query.hours ?? 48) || 48, 1), 24 * 14);
      const remote = request.query.remote;
      if (remote !== undefined && !REMOTE_NAMES.includes(remote as RemoteName)) {
        throw Object.assign(new Error(`unknown remote "${remote}"`), { statusCode: 404 });
      }
      return {
        points: await healthPoints(
          db,
          environment.name,
          hourOf(now() - (hours - 1) * 3_600_000),
          remote as RemoteName | undefined,
        ),
      };
    },
  );

  app.get<{ Params: { env: string } }>('/environments/:env/thresholds', async (request) => {
    const environment = await routes.environment(request.params.env);
    return readThresholds(db, environment.name);
  });

  app.put<{ Params: { env: string } }>('/environments/:env/thresholds', async (request) => {
    const environment = await routes.environment(request.params.env);
    routes.mayManage(request);
    const thresholds = checkedThresholds(request.body);
    if (typeof thresholds === 'string') throw Object.assign(new Error(thresholds), { statusCode: 400 });
    await saveThresholds(db, environment.name, thresholds);
    return thresholds;
  });
}
