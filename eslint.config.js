// Lint for the whole workspace: type-aware TypeScript, React hooks, import cycles, and the boundaries of the
// architecture (shared never imports an app; an app never imports another app's source).
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'remote-account', 'remote-lobby', 'remote-content', 'remote-agent', 'platform-api'];

/** Exactly one dialog on screen: every app's dialog is shared's Dialog, which waits its turn in the dialog queue. */
const ONE_DIALOG_QUEUE = [
  {
    selector: "JSXAttribute[name.name='role'][value.value=/dialog$/]",
    message: "Use shared's Dialog: it takes its turn in the page's dialog queue.",
  },
  {
    selector: "JSXAttribute[name.name='aria-modal']",
    message: "Use shared's Dialog: it takes its turn in the page's dialog queue.",
  },
];

/**
 * Inside an app (bulletproof-react): features never import each other or the app layer; `src/lib` and
 * `src/components` (what features share) import neither. Compose features in `src/app` or the exposes.
 */
function layerZones(app) {
  const features = `./${app}/src/features`;
  const names = existsSync(features) ? readdirSync(features) : [];
  const message =
    'Features do not import each other: compose them in src/app, share through src/lib or src/components.';
  return [
    ...names.map((name) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`],
      message,
    })),
    { target: features, from: `./${app}/src/app`, message },
    {
      target: [`./${app}/src/lib`, `./${app}/src/components`],
      from: [features, `./${app}/src/app`],
      message,
    },
  ];
}

/** Imports of another app's files, from `app`. */
function otherApps(app) {
  return APPS.filter((other) => other !== app).flatMap((other) => [
    `**/${other}/**`,
    `${other}`,
    `${other}/**`,
  ]);
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['shell', 'remote-account', 'remote-lobby', 'remote-content', 'remote-agent'].flatMap(
            layerZones,
          ),
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='skip']",
          message: 'No skipped tests.',
        },
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message: 'No fixed sleeps in tests.',
        },
        ...ONE_DIALOG_QUEUE,
      ],
    },
  },
  {
    // The kit's Dialog is the one element with the dialog role: it takes its turn in the page's dialog queue.
    files: ['shared/src/ui/dialog.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Fastify handlers are async by contract (a returned value is the reply) even when they await nothing.
    files: ['platform-api/src/**', 'deploy/src/**'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    files: ['shared/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: APPS.flatMap((a) => [`**/${a}/**`, a]), message: 'shared never imports an app.' },
          ],
        },
      ],
    },
  },
  ...APPS.filter((app) => app !== 'platform-api').map((app) => ({
    files: [`${app}/src/**`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: otherApps(app), message: 'Apps talk only through shared (bus, atoms, contracts).' },
            {
              group: ['shared/src/**', '**/shared/src/**'],
              message: 'Import shared by its package name only.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
