// jsdom lacks the fetch-era globals that the API client needs; copy Node's own into the test window. Node's
// Request resolves a same-origin path ('/wps/...', as the site calls the API) against the page's address while a
// DOM test file runs; the worker's origin is given back afterwards, since the API's tests may run next in the same
// worker and must see no page address.
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

/** Where Node's fetch keeps the origin that relative URLs resolve against. */
const GLOBAL_ORIGIN = Symbol.for('undici.globalOrigin.1');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of NODE_GLOBALS) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    this.previousOrigin = globalThis[GLOBAL_ORIGIN];
    globalThis[GLOBAL_ORIGIN] = new URL(this.global.location.origin);
  }

  async teardown() {
    globalThis[GLOBAL_ORIGIN] = this.previousOrigin;
    await super.teardown();
  }
}

module.exports = JsdomWithFetch;
