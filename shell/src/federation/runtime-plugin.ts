// Federation runtime plugin: integrity and patience. A remote's entry script carries its pin's integrity (the
// browser refuses a mismatch), so a tampered release fails closed. A remote that accepts the connection but never
// answers is cut off after 8 s. Runs before shared modules exist: it must not import React or shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_SCRIPT_TIMEOUT_MS = 8000;

declare global {
  // URL → subresource-integrity string, filled from the pin file by the shell before remotes are registered.
  var __MC_INTEGRITY__: Map<string, string> | undefined;
}

function expected(url: string): string | undefined {
  return globalThis.__MC_INTEGRITY__?.get(url);
}

async function digest(algorithm: string, data: ArrayBuffer): Promise<string> {
  const hash = await crypto.subtle.digest(algorithm, data);
  let binary = '';
  for (const byte of new Uint8Array(hash)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const ALGORITHMS: Record<string, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

export default function runtimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mc-integrity-and-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      const integrity = expected(url);
      if (integrity) script.integrity = integrity;
      return { script, timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
  };
}

/** Whether bytes match a subresource-integrity string (sha256/384/512). */
export async function matchesIntegrity(body: ArrayBuffer, integrity: string): Promise<boolean> {
  const [prefix, value] = integrity.split('-', 2) as [string, string];
  const algorithm = ALGORITHMS[prefix];
  return Boolean(algorithm) && (await digest(algorithm!, body)) === value;
}
