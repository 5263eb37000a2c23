// Guarded access to localStorage / sessionStorage: private modes and quota errors must never break a page.

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readLocal(key: string): string | null {
  return store('local')?.getItem(key) ?? null;
}

export function writeLocal(key: string, value: string | null): void {
  write('local', key, value);
}

export function readSession(key: string): string | null {
  return store('session')?.getItem(key) ?? null;
}

export function writeSession(key: string, value: string | null): void {
  write('session', key, value);
}

export function readJson<T>(kind: 'local' | 'session', key: string): T | null {
  const raw = store(kind)?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(kind: 'local' | 'session', key: string, value: unknown): void {
  write(kind, key, value === null || value === undefined ? null : JSON.stringify(value));
}

function write(kind: 'local' | 'session', key: string, value: string | null) {
  const target = store(kind);
  if (!target) return;
  try {
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value is simply not remembered.
  }
}
