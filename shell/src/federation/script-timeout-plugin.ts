// Federation runtime plugin: a remote whose server accepts the connection but never answers would take 20 s
// to fail; cap the wait so the area shows "Loading failed, click to retry" quickly.
// Runs before shared modules exist: it must not import React or shared.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_SCRIPT_TIMEOUT_MS = 8000;

export default function scriptTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'mc-script-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_SCRIPT_TIMEOUT_MS };
    },
  };
}
