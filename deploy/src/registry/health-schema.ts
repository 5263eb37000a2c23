// The tables of release health (health.ts): hourly counts, the distinct devices seen, histograms of web vitals;
// and each environment's thresholds of automatic aborts.
export const HEALTH_MIGRATION = `
  ALTER TABLE registry.environments ADD COLUMN thresholds TEXT;
  CREATE TABLE registry.health (
    environment TEXT NOT NULL,
    remote TEXT NOT NULL,
    version TEXT NOT NULL,
    hour TEXT NOT NULL,
    views INTEGER NOT NULL,
    failed_loads INTEGER NOT NULL,
    fallbacks INTEGER NOT NULL,
    render_errors INTEGER NOT NULL,
    PRIMARY KEY (environment, remote, version, hour)
  );
  CREATE TABLE registry.health_devices (
    environment TEXT NOT NULL,
    remote TEXT NOT NULL,
    version TEXT NOT NULL,
    hour TEXT NOT NULL,
    device TEXT NOT NULL,
    PRIMARY KEY (environment, remote, version, hour, device)
  );
  CREATE TABLE registry.health_vitals (
    environment TEXT NOT NULL,
    remote TEXT NOT NULL,
    version TEXT NOT NULL,
    hour TEXT NOT NULL,
    metric TEXT NOT NULL,
    bucket INTEGER NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (environment, remote, version, hour, metric, bucket)
  );
`;
