// The release registry's HTTP contract: what the `pnpm remotes` command, the site servers and the tests rely on.
// One registry holds the releases, every environment's pins with a revision number, the audit log and the tokens,
// in the platform's database (schema `registry`; see docs/decisions/0011-release-registry.md).
//
// Reading an environment's pins is public (browsers get the same document from every site server). Everything
// else needs `authorization: Bearer <token>`, checked before the body is read. Errors answer
// `{ error: { code, message } }`:
//   400 registry.invalid        the request does not have the documented shape
//   401 registry.unauthenticated no token, an unknown one or a revoked one
//   403 registry.forbidden      the token's role does not allow it; the message names the rule
//   404 registry.not_found      unknown remote, environment, release or token
//   409 registry.exists         the release version exists (releases are never overwritten), the token name is taken
//   409 registry.stale_revision the environment changed since the revision the caller read; nothing written
//   409 registry.conflict       nothing to change (already pinned), or the state a rollback relied on changed
//   422 registry.integrity      an uploaded file does not match its hash; the message names the file
//   422 registry.refused        a pin check refused the release (the checks of deploy/src/releases.ts)
import type { PinFile, RemoteName } from 'shared/pin-file';

export const REGISTRY_DEFAULT_PORT = 8070;

/** `admin` manages tokens and may do what `ops` does; `ops` changes anything anywhere; a team its own remote. */
export type Role = 'admin' | 'ops' | `team:${RemoteName}`;

export interface RegistryErrorBody {
  error: { code: string; message: string };
}

/** GET /environments/:env/pins (public): the pin document a browser gets, with `etag: "<revision>"`. */
export type PinsAnswer = PinFile;

/** GET /whoami */
export interface WhoAmI {
  name: string;
  role: Role;
}

export interface EnvironmentSummary {
  name: string;
  protected: boolean;
  revision: number;
}

/** GET /environments */
export interface EnvironmentsAnswer {
  environments: EnvironmentSummary[];
}

/** One audit row: every change to pins, whoever made it (the token's owner). */
export interface AuditRow {
  at: string;
  who: string;
  action:
    'pin' | 'promote' | 'rollback' | 'import' | 'canary' | 'canary-promote' | 'canary-abort' | 'preview';
  environment: string;
  remote: RemoteName;
  from: string | null;
  to: string;
  reason: string;
  /** The environment's revision this change produced. */
  revision: number;
  /** A rollout's share of devices after the change (0 when it ended); null for other changes. */
  percent: number | null;
  /** What an automatic abort measured (failure rates, views, devices); null otherwise. */
  figures: Record<string, number> | null;
}

/** GET /environments/:env: the pins, and for each remote the audit row that put its version in place. */
export interface EnvironmentAnswer extends EnvironmentSummary {
  pins: PinFile;
  pinned: Partial<Record<RemoteName, AuditRow>>;
}

/** GET /environments/:env/history[?remote=R] (oldest first) */
export interface HistoryAnswer {
  rows: AuditRow[];
}

/** A release as stored: every file's sha384 (SRI) by its path in the release folder. */
export interface ReleaseRecord {
  remote: RemoteName;
  version: string;
  commit: string;
  releasedAt: string;
  /** The token owner who uploaded it (`-` for releases imported from a store folder). */
  releasedBy: string;
  files: Record<string, string>;
  manifestIntegrity: string;
  entryIntegrity: string;
  bytes: number;
  federationRuntime: string | null;
  /** What the manifest exposes, and its shared singletons with their versions. */
  exposes: string[];
  shared: { name: string; version: string; singleton: boolean }[];
}

/** GET /releases/:remote (oldest first); GET /releases/:remote/:version answers one ReleaseRecord. */
export interface ReleasesAnswer {
  releases: ReleaseRecord[];
}

/**
 * PUT /releases/:remote/:version: upload a built release. Every file with its SRI hash and its bytes (base64);
 * the registry checks each hash on arrival, refuses a version that exists and a development version, and writes
 * the folder to the release store whole or not at all. Answers 201 with the ReleaseRecord.
 */
export interface ReleaseUpload {
  commit: string;
  federationRuntime: string;
  files: Record<string, { integrity: string; content: string }>;
}

/** POST /environments/:env/pin */
export interface PinRequest {
  remote: RemoteName;
  version: string;
  reason: string;
  dryRun?: boolean;
  /** Refuse with 409 registry.stale_revision unless the environment is still at this revision. */
  revision?: number;
}

/** POST /environments/:env/rollback */
export interface RollbackRequest {
  remote: RemoteName;
  reason: string;
  dryRun?: boolean;
  revision?: number;
}

/** What pin and rollback answer. A dry run answers what would change and keeps the revision. */
export interface ChangeAnswer {
  remote: RemoteName;
  from: string;
  to: string;
  revision: number;
  dryRun: boolean;
}

/**
 * POST /environments/:env/canary: start a rollout of a candidate to a share of devices, or change the share of the
 * one running (same version). Same checks and rights as a pin; the pin document then carries `canary`.
 * POST /environments/:env/canary/promote { remote, reason }: the candidate becomes the pin (the stable release its
 * fallback). POST /environments/:env/canary/abort { remote, reason }: every device returns to the stable release.
 * While a rollout runs, pin, rollback and promote of that remote are refused (409 registry.conflict).
 */
export interface CanaryRequest {
  remote: RemoteName;
  version: string;
  percent: number;
  reason: string;
  dryRun?: boolean;
  revision?: number;
}

export interface CanaryAnswer extends ChangeAnswer {
  /** The share after the change; 0 once a rollout ended. */
  percent: number;
}

/**
 * POST /environments/:env/previews: a signed link that makes one browser run a release of one remote until it
 * expires, for whoever may pin that remote there (same rights and pin checks as a pin). Nothing changes in the pins;
 * the audit gets a `preview` row (from the pinned version to the previewed one, the reason saying until when).
 * `ttlSeconds` from 60 to 604800 (7 days). Answers 201.
 */
export interface PreviewRequest {
  remote: RemoteName;
  version: string;
  ttlSeconds: number;
}

export interface PreviewAnswer {
  /** base64url(payload) "." base64url(Ed25519 signature of the first part); see deploy/src/preview-token.ts. */
  token: string;
  /** ISO time. */
  expiresAt: string;
  remote: RemoteName;
  version: string;
}

/** GET /previews/key (public): the key site servers verify preview tokens with (SPKI PEM). */
export interface PreviewKeyAnswer {
  algorithm: 'Ed25519';
  publicKey: string;
}

/** POST /promote: pin in `to` what `from` runs, for the remotes given (all when empty); all of them or none. */
export interface PromoteRequest {
  from: string;
  to: string;
  remotes?: RemoteName[];
  reason: string;
  dryRun?: boolean;
}

export interface PromoteAnswer {
  changes: { remote: RemoteName; from: string; to: string }[];
  revision: number;
  dryRun: boolean;
}

/** POST /tokens (admin): answers the secret once; only its hash is stored. */
export interface TokenRequest {
  name: string;
  role: Role;
}

export interface TokenCreated {
  name: string;
  role: Role;
  secret: string;
}

/** GET /tokens (admin): never a secret. DELETE /tokens/:name revokes one. */
export interface TokenSummary {
  name: string;
  role: Role;
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
}

export interface TokensAnswer {
  tokens: TokenSummary[];
}

/**
 * POST /import (ops): today's pin files and audit log. Each environment's pins are taken as they are (shape
 * checked) and audit rows are added with their own time and who; one transaction.
 */
export interface ImportRequest {
  environments: Record<string, PinFile>;
  audit: {
    at: string;
    who: string;
    action: 'pin' | 'promote' | 'rollback';
    environment: string;
    remote: RemoteName;
    from: string | null;
    to: string;
    reason: string;
  }[];
}

export interface ImportAnswer {
  environments: string[];
  auditRows: number;
}

export type { HealthBeacon, HealthReport } from 'shared/release-health';

/** One remote release in one hour of one environment: the stored aggregate. */
export interface HealthPoint {
  remote: RemoteName;
  version: string;
  /** The hour's start, ISO (2026-11-28T16:00:00.000Z). */
  hour: string;
  views: number;
  failedLoads: number;
  fallbacks: number;
  renderErrors: number;
  devices: number;
  /** (failedLoads + renderErrors) / views, 0 without views. */
  failureRate: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
}

/** GET /environments/:env/health[?remote=R][&hours=N] (default 48 hours, oldest first). */
export interface HealthAnswer {
  points: HealthPoint[];
}

/**
 * When the registry aborts a rollout by itself: the candidate's failure rate is at least `ratio` times the stable
 * release's and `points` percentage points above it, over at least `minViews` views from `minDevices` devices,
 * counted since the rollout started. GET/PUT /environments/:env/thresholds (PUT needs ops).
 */
export interface AbortThresholds {
  ratio: number;
  points: number;
  minViews: number;
  minDevices: number;
}
