// One jest run for every package: DOM code under jsdom (with Node's fetch-era globals), the API under node.
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

// jotai 3, ky 2, content-disposition 3 (of @fastify/static), typebox 1 (the API's request schemas) and msw 3 with
// its helpers ship ESM only; let swc transform them (pnpm layout aware).
const ESM_ONLY = [
  'jotai',
  'ky',
  'content-disposition',
  'typebox',
  'msw',
  '@msw',
  '@mswjs',
  '@open-draft',
  'rettime',
  'until-async',
  'outvariant',
  'headers-polyfill',
  'is-node-process',
  'cookie',
  'tough-cookie',
  'tldts',
  'tldts-core',
  'strict-event-emitter',
];
const transformIgnorePatterns = [
  `/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.map((name) => name.replace('/', '\\+')).join('|')})[@/+])`,
];

const base = {
  transform: { '^.+\\.(tsx?|m?jsx?)$': swc },
  transformIgnorePatterns,
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

const dom = (name: string) => ({
  ...base,
  displayName: name,
  testEnvironment: '<rootDir>/tools/jest/jsdom-env.cjs',
  // Node's builds of packages with both (msw's node server, its interceptors): the tests run in Node.
  testEnvironmentOptions: { customExportConditions: [''] },
  setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
  testMatch: [`<rootDir>/${name}/src/**/*.test.ts?(x)`],
  moduleNameMapper: { '\\.css$': '<rootDir>/tools/jest/style-stub.cjs' },
});

const config: Config = {
  globalSetup: '<rootDir>/tools/jest/api-test-cache.cjs',
  globalTeardown: '<rootDir>/tools/jest/api-test-cache-teardown.cjs',
  projects: [
    dom('shared'),
    dom('shell'),
    dom('remote-account'),
    dom('remote-lobby'),
    dom('remote-content'),
    dom('remote-agent'),
    {
      ...base,
      displayName: 'platform-api',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-api.ts'],
      testMatch: [
        '<rootDir>/platform-api/src/**/*.test.ts',
        '<rootDir>/deploy/src/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/tools/webpack/**/*.test.ts',
      ],
      // The federation bundler runtime's files by path are ES modules; its CommonJS build sits beside them.
      moduleNameMapper: {
        '^@module-federation/webpack-bundler-runtime/dist/(.*)\\.js$':
          '@module-federation/webpack-bundler-runtime/dist/$1.cjs',
      },
    },
  ],
};

export default config;
