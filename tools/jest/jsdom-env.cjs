// jsdom lacks the fetch-era globals that the API client needs; copy Node's own into the test window. Node's
// Request resolves a same-origin path ('/wps/...', as the site calls the API) against the page's address.
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'AbortController',
  'AbortSignal',
  'DOMException',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'structuredClone',
  'BroadcastChannel',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    globalThis[Symbol.for('undici.globalOrigin.1')] = new URL(this.global.location.origin);
  }
}

module.exports = JsdomWithFetch;
