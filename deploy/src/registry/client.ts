// The release registry as its callers see it (`pnpm remotes`, tests): one typed method per route of contract.ts.
// Every answer the registry refuses becomes a RefusalError with the registry's own message, so a command prints it
// as one `refused:` line; a registry that cannot be reached is refused the same way, naming its URL.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PinFile, RemoteName } from 'shared/pin-file';
import { federationRuntimeVersion, isShippedFile, RefusalError, sri } from '../releases.ts';
import {
  type AbortThresholds,
  type CanaryAnswer,
  type CanaryRequest,
  type ChangeAnswer,
  type EnvironmentAnswer,
  type EnvironmentsAnswer,
  type HealthAnswer,
  type HistoryAnswer,
  type ImportAnswer,
  type ImportRequest,
  type PinRequest,
  type PreviewAnswer,
  type PreviewRequest,
  type PromoteAnswer,
  type PromoteRequest,
  REGISTRY_DEFAULT_PORT,
  type RegistryErrorBody,
  type ReleaseRecord,
  type ReleasesAnswer,
  type ReleaseUpload,
  type Role,
  type RollbackRequest,
  type TokenCreated,
  type TokensAnswer,
  type WhoAmI,
} from './contract.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const DEFAULT_REGISTRY_URL = `http://127.0.0.1:${REGISTRY_DEFAULT_PORT}`;
/** Where `pnpm start` leaves the local registry's admin token. */
export const DEFAULT_TOKEN_FILE = path.join(ROOT, 'deploy/.data/registry/admin-token');

/** A refusal the registry answered: its message, with the HTTP status and the error code beside it. */
export class RegistryRefusal extends RefusalError {
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'RegistryRefusal';
    this.status = status;
    this.code = code;
  }
}

export interface RegistryClientOptions {
  /** The registry's base URL, e.g. `http://127.0.0.1:8070`. */
  url: string;
  /** The bearer token; requests that need one are refused without it (reading pins does not). */
  token?: string;
  /** Why there is no token, said when a request needs one (defaults to a sentence naming REGISTRY_TOKEN). */
  noToken?: string;
}

interface Call {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Public routes (an environment's pins) are read without a token. */
  anonymous?: boolean;
}

const segment = (value: string) => encodeURIComponent(value);

/** The reason a fetch failed, as the network layer says it (`connect ECONNREFUSED 127.0.0.1:8070`). */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { message?: string } | undefined) : undefined;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

export class RegistryClient {
  readonly url: string;
  readonly #token: string | undefined;
  readonly #noToken: string;

  constructor(options: RegistryClientOptions) {
    this.url = options.url.replace(/\/+$/, '');
    this.#token = options.token;
    this.#noToken = options.noToken ?? 'no registry token: set REGISTRY_TOKEN to a token the registry issued';
  }

  async #call(route: string, { method = 'GET', body, anonymous = false }: Call = {}): Promise<Response> {
    const headers: Record<string, string> = {};
    if (!anonymous) {
      if (!this.#token) throw new RefusalError(this.#noToken);
      headers.authorization = `Bearer ${this.#token}`;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.url}${route}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
      });
    } catch (error) {
      throw new RefusalError(`registry at ${this.url} cannot be reached (${networkReason(error)})`);
    }
    if (!response.ok) throw await refusalOf(this.url, response);
    return response;
  }

  async #json<T>(route: string, call: Call = {}): Promise<T> {
    const response = await this.#call(route, call);
    return (await response.json()) as T;
  }

  /** GET /environments/:env/pins (public): the pin document browsers get, and its revision (from the etag). */
  async pins(environment: string): Promise<{ pins: PinFile; revision: number | null }> {
    const response = await this.#call(`/environments/${segment(environment)}/pins`, { anonymous: true });
    const revision = /^(?:W\/)?"(\d+)"$/.exec(response.headers.get('etag') ?? '')?.[1];
    const pins = (await response.json()) as PinFile;
    return { pins, revision: revision === undefined ? null : Number(revision) };
  }

  whoami(): Promise<WhoAmI> {
    return this.#json('/whoami');
  }

  environments(): Promise<EnvironmentsAnswer> {
    return this.#json('/environments');
  }

  environment(environment: string): Promise<EnvironmentAnswer> {
    return this.#json(`/environments/${segment(environment)}`);
  }

  history(environment: string, remote?: RemoteName): Promise<HistoryAnswer> {
    const query = remote ? `?remote=${segment(remote)}` : '';
    return this.#json(`/environments/${segment(environment)}/history${query}`);
  }

  releases(remote: RemoteName): Promise<ReleasesAnswer> {
    return this.#json(`/releases/${segment(remote)}`);
  }

  /** One release, or null when the registry has no such version (404). */
  async findRelease(remote: RemoteName, version: string): Promise<ReleaseRecord | null> {
    try {
      return await this.#json<ReleaseRecord>(`/releases/${segment(remote)}/${segment(version)}`);
    } catch (error) {
      if (error instanceof RegistryRefusal && error.status === 404) return null;
      throw error;
    }
  }

  uploadRelease(remote: RemoteName, version: string, upload: ReleaseUpload): Promise<ReleaseRecord> {
    return this.#json(`/releases/${segment(remote)}/${segment(version)}`, { method: 'PUT', body: upload });
  }

  pin(environment: string, request: PinRequest): Promise<ChangeAnswer> {
    return this.#json(`/environments/${segment(environment)}/pin`, { method: 'POST', body: request });
  }

  rollback(environment: string, request: RollbackRequest): Promise<ChangeAnswer> {
    return this.#json(`/environments/${segment(environment)}/rollback`, { method: 'POST', body: request });
  }

  /** POST /environments/:env/previews: a signed preview link's token for one release of one remote. */
  preview(environment: string, request: PreviewRequest): Promise<PreviewAnswer> {
    return this.#json(`/environments/${segment(environment)}/previews`, { method: 'POST', body: request });
  }

  promote(request: PromoteRequest): Promise<PromoteAnswer> {
    return this.#json('/promote', { method: 'POST', body: request });
  }

  /** Starts a rollout of a candidate to a share of devices, or changes the share of the one running. */
  canary(environment: string, request: CanaryRequest): Promise<CanaryAnswer> {
    return this.#json(`/environments/${segment(environment)}/canary`, { method: 'POST', body: request });
  }

  /** Ends the rollout running: `promote` makes the candidate the pin, `abort` returns every device to the stable one. */
  endCanary(
    environment: string,
    outcome: 'promote' | 'abort',
    request: Omit<CanaryRequest, 'version' | 'percent'>,
  ): Promise<CanaryAnswer> {
    return this.#json(`/environments/${segment(environment)}/canary/${outcome}`, {
      method: 'POST',
      body: request,
    });
  }

  thresholds(environment: string): Promise<AbortThresholds> {
    return this.#json(`/environments/${segment(environment)}/thresholds`);
  }

  setThresholds(environment: string, thresholds: AbortThresholds): Promise<AbortThresholds> {
    return this.#json(`/environments/${segment(environment)}/thresholds`, {
      method: 'PUT',
      body: thresholds,
    });
  }

  /** The hourly health points of the last `hours` hours (the registry's default, 48, when not given). */
  health(environment: string, options: { remote?: RemoteName; hours?: number } = {}): Promise<HealthAnswer> {
    const query = new URLSearchParams();
    if (options.remote) query.set('remote', options.remote);
    if (options.hours !== undefined) query.set('hours', String(options.hours));
    const search = query.size ? `?${query}` : '';
    return this.#json(`/environments/${segment(environment)}/health${search}`);
  }

  createToken(name: string, role: Role): Promise<TokenCreated> {
    return this.#json('/tokens', { method: 'POST', body: { name, role } });
  }

  tokens(): Promise<TokensAnswer> {
    return this.#json('/tokens');
  }

  /** DELETE /tokens/:name: the token is refused from now on. */
  async revokeToken(name: string): Promise<void> {
    await this.#call(`/tokens/${segment(name)}`, { method: 'DELETE' });
  }

  import(request: ImportRequest): Promise<ImportAnswer> {
    return this.#json('/import', { method: 'POST', body: request });
  }
}

/** The registry's `{ error: { code, message } }`, or, from something else on the way (a proxy), its status. */
async function refusalOf(url: string, response: Response): Promise<RegistryRefusal> {
  const text = await response.text().catch(() => '');
  try {
    const { error } = JSON.parse(text) as Partial<RegistryErrorBody>;
    if (typeof error?.message === 'string' && typeof error.code === 'string')
      return new RegistryRefusal(error.message, response.status, error.code);
  } catch {
    // Not the registry's error document: said below by its status.
  }
  const status = `${response.status} ${response.statusText}`.trim();
  return new RegistryRefusal(`registry at ${url} answered ${status}`, response.status, 'http');
}

/**
 * The registry a command talks to: `REGISTRY_URL` (default 127.0.0.1:8070) with the token in `REGISTRY_TOKEN`,
 * else the one in the file `REGISTRY_TOKEN_FILE` (default: the local admin token `pnpm start` writes) when it exists.
 */
export function registryFromEnvironment(env: NodeJS.ProcessEnv = process.env): RegistryClient {
  const url = env.REGISTRY_URL || DEFAULT_REGISTRY_URL;
  const file = path.resolve(env.REGISTRY_TOKEN_FILE || DEFAULT_TOKEN_FILE);
  const token = env.REGISTRY_TOKEN?.trim() || (existsSync(file) ? readFileSync(file, 'utf8').trim() : '');
  return new RegistryClient({
    url,
    token: token || undefined,
    noToken:
      `no registry token: set REGISTRY_TOKEN (a token from \`pnpm remotes token create\`), ` +
      `or REGISTRY_TOKEN_FILE to a file holding one (${file} does not exist)`,
  });
}

/**
 * A built remote (its dist folder) as the registry takes it: every shipped file with its sha384 and its bytes,
 * the commit and the federation bundler runtime this checkout builds against.
 */
export function releaseUpload(distDir: string, commit: string): { upload: ReleaseUpload; bytes: number } {
  if (!existsSync(path.join(distDir, 'mf-manifest.json')))
    throw new RefusalError(`${distDir} holds no mf-manifest.json: build the remote first`);
  const files: ReleaseUpload['files'] = {};
  let bytes = 0;
  const names = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(isShippedFile)
    .sort();
  for (const name of names) {
    const content = readFileSync(path.join(distDir, name));
    files[name] = { integrity: sri(content), content: content.toString('base64') };
    bytes += content.length;
  }
  return { upload: { commit, federationRuntime: federationRuntimeVersion(), files }, bytes };
}
