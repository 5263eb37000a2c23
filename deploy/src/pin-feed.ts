// A site server's pins: its environment's pin document, followed from the release registry
// (GET <registry>/environments/<env>/pins, polled every second with the last revision as its etag) and kept on disk,
// so a site server that loses the registry, or restarts while it is down, keeps serving the last pins it had.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parsePinFile, type PinFile } from 'shared/pin-file';

/** What a site server reads from its pins: the document it serves, and how current it is. */
export interface PinSource {
  /** The pin document exactly as the registry sent it; null while there are none at all. */
  text(): string | null;
  health(): PinHealth;
}

export interface PinHealth {
  source: 'registry';
  /** The pins URL followed. */
  url: string;
  /** `ok` while the last poll got the pins (new, or unchanged: 304); `unreachable` while it gets nothing usable. */
  registry: 'ok' | 'unreachable';
  /** The revision of the pins served (null before any, or when the registry sent no etag). */
  revision: number | null;
  /** Where the pins served came from: the registry since this process started, or the cache file before that. */
  pinsFrom: 'registry' | 'cache' | null;
  /** When the registry last answered with pins (ISO time). */
  lastContactAt: string | null;
  /** When the registry stopped answering, while it does not (ISO time). */
  unreachableSince: string | null;
  /**
   * Why the last poll brought no pins (unreachable, an error status), why the last document was refused, or why
   * the cache file could not be written.
   */
  problem: string | null;
}

export interface PinFeed extends PinSource {
  readonly revision: number | null;
  /** The pins parsed (null while there are none). */
  pins(): PinFile | null;
  /**
   * Resolves once there are pins: from the registry, or from the cache file when the first poll could not reach
   * it. Rejects, naming the registry and the cache file, when there are none within timeoutMs.
   */
  ready(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export interface PinFeedOptions {
  registryUrl: string;
  environment: string;
  /** Where the last good pins are kept (written whole: a temp file renamed over it). */
  cacheFile?: string;
  /** Time between two polls' starts (default 1 s: a change is served within 2 s). */
  intervalMs?: number;
  /** How long one poll may take (default 800 ms, below the interval). */
  pollTimeoutMs?: number;
  fetch?: typeof fetch;
}

/** The cache file: the last good document with its revision and etag. */
interface CachedPins {
  environment: string;
  revision: number | null;
  etag: string | null;
  savedAt: string;
  text: string;
}

interface Current {
  text: string;
  parsed: PinFile;
  revision: number | null;
  etag: string | null;
}

/** The revision an etag carries (`"12"`, or weak `W/"12"`); null when it carries none. */
export function revisionOfEtag(etag: string | null): number | null {
  const match = /^(?:W\/)?"(\d+)"$/.exec(etag?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** Why a fetch failed, in a few words (the cause's code: ECONNREFUSED, a timeout). */
function failureOf(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return 'no answer in time';
  }
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.message : String(error);
}

export function createPinFeed(options: PinFeedOptions): PinFeed {
  const registryUrl = options.registryUrl.replace(/\/+$/, '');
  const url = `${registryUrl}/environments/${encodeURIComponent(options.environment)}/pins`;
  const intervalMs = options.intervalMs ?? 1_000;
  const pollTimeoutMs = options.pollTimeoutMs ?? Math.min(800, intervalMs);
  const fetchPins = options.fetch ?? fetch;

  let current: Current | null = null;
  let pinsFrom: PinHealth['pinsFrom'] = null;
  let registry: PinHealth['registry'] = 'unreachable';
  let lastContactAt: string | null = null;
  let unreachableSince: string | null = null;
  let problem: string | null = null;
  let cacheProblem: string | null = null;
  let polled = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const controller = new AbortController();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  /** The document parsed and checked, or the reason it is refused. */
  const check = (text: string): PinFile | string => {
    try {
      const parsed = parsePinFile(JSON.parse(text));
      if (parsed.environment !== options.environment) {
        return `the document is for environment "${parsed.environment}", not "${options.environment}"`;
      }
      return parsed;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  };

  const loadCache = () => {
    if (!options.cacheFile) return;
    let cached: CachedPins;
    try {
      cached = JSON.parse(readFileSync(options.cacheFile, 'utf8')) as CachedPins;
    } catch {
      return; // none yet, or unreadable: the registry's answer will replace it
    }
    if (typeof cached?.text !== 'string') return;
    const parsed = check(cached.text);
    if (typeof parsed === 'string') return;
    current = { text: cached.text, parsed, revision: cached.revision ?? null, etag: cached.etag ?? null };
    pinsFrom = 'cache';
  };

  const saveCache = (pins: Current) => {
    if (!options.cacheFile) return;
    const cached: CachedPins = {
      environment: options.environment,
      revision: pins.revision,
      etag: pins.etag,
      savedAt: new Date().toISOString(),
      text: pins.text,
    };
    try {
      mkdirSync(path.dirname(options.cacheFile), { recursive: true });
      // Whole or not at all: a restart never reads half a file.
      const temp = `${options.cacheFile}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(cached));
      renameSync(temp, options.cacheFile);
      cacheProblem = null;
    } catch (error) {
      cacheProblem = `the cache file ${options.cacheFile} could not be written: ${failureOf(error)}`;
    }
  };

  const unreachable = (reason: string) => {
    registry = 'unreachable';
    unreachableSince ??= new Date().toISOString();
    problem = `${url}: ${reason}`;
  };

  const reached = () => {
    registry = 'ok';
    lastContactAt = new Date().toISOString();
    unreachableSince = null;
    problem = null;
  };

  const poll = async () => {
    const headers: Record<string, string> = { accept: 'application/json' };
    // Only an etag this registry gave: a revision number in the cache file may name other pins in a registry that
    // was reset since.
    if (current?.etag && pinsFrom === 'registry') headers['if-none-match'] = current.etag;
    try {
      const response = await fetchPins(url, {
        headers,
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(pollTimeoutMs)]),
      });
      if (response.status === 304 && current) {
        await response.body?.cancel();
        reached();
        pinsFrom = 'registry';
        return;
      }
      if (response.status !== 200) {
        await response.body?.cancel();
        return unreachable(`HTTP ${response.status}`);
      }
      const text = await response.text();
      const etag = response.headers.get('etag');
      const parsed = check(text);
      reached();
      if (typeof parsed === 'string') {
        // Good pins are never replaced by a document the shell could not use.
        problem = `refused the document of revision ${revisionOfEtag(etag) ?? '?'}: ${parsed}`;
        return;
      }
      pinsFrom = 'registry';
      if (current?.text === text && current.etag === etag) return;
      current = { text, parsed, revision: revisionOfEtag(etag), etag };
      saveCache(current);
    } catch (error) {
      if (closed) return;
      unreachable(failureOf(error));
    }
  };

  const loop = () => {
    if (closed) return;
    const started = Date.now();
    inFlight = poll().finally(() => {
      polled = true;
      changed();
      if (closed) return;
      timer = setTimeout(loop, Math.max(0, intervalMs - (Date.now() - started)));
      // A site server that stops listening is not kept alive by its pins.
      timer.unref();
    });
  };

  loadCache();
  loop();

  return {
    text: () => current?.text ?? null,
    pins: () => current?.parsed ?? null,
    get revision() {
      return current?.revision ?? null;
    },
    health: () => ({
      source: 'registry',
      url,
      registry,
      revision: current?.revision ?? null,
      pinsFrom,
      lastContactAt,
      unreachableSince,
      problem: [problem, cacheProblem].filter(Boolean).join('; ') || null,
    }),
    ready(timeoutMs) {
      // Pins from the registry at once; the cache's only once the registry could not be asked, so a site server
      // that starts beside a running registry serves its current pins from the first page on.
      const isReady = () => current !== null && (pinsFrom === 'registry' || polled);
      if (isReady()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const listener = () => {
          if (!isReady()) return;
          listeners.delete(listener);
          clearTimeout(deadline);
          resolve();
        };
        const deadline = setTimeout(() => {
          listeners.delete(listener);
          const cache = options.cacheFile
            ? `no usable cache file at ${options.cacheFile}`
            : 'no cache file configured';
          reject(
            new Error(
              `no pins for environment "${options.environment}" within ${timeoutMs / 1000} s: the release ` +
                `registry at ${registryUrl} gave none (${problem ?? 'no answer yet'}), and ${cache}`,
            ),
          );
        }, timeoutMs);
        listeners.add(listener);
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      controller.abort();
      await inFlight;
    },
  };
}
