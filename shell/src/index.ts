// The async boundary: shared singletons are negotiated before any app code runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) =>
  console.error('[bootstrap]', error),
);
