import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB = 'apps/web/src';
const FEATURES = readdirSync(`${import.meta.dirname}/${WEB}/features`);

/**
 * What one web feature may import from another (docs/architecture.md, "Web"): any feature's `api/`
 * (its fetchers, query options, keys and mutations), and these few components and hooks that other
 * screens embed. Everything else in a feature is private to it.
 */
const FEATURE_EXPORTS = [
  ...FEATURES.map((feature) => `./${feature}/api`),
  './auth/hooks/use-session.ts',
  './ideas/components/person-ideas.tsx',
  './partners/components/blocked-list-card.tsx',
  './partners/components/partner-button.tsx',
  './reports/components/report-dialog.tsx',
  './engagement/components/follow-button.tsx',
  './settings/components/reauth-dialog.tsx',
  './push/components/push-settings-card.tsx',
  './chat/components/chat-sound-card.tsx',
];

/**
 * One lint setup for every workspace. Imports flow one way (the restricted-import rules below);
 * cycles are caught by scripts/check-cycles.mjs, run by `npm run lint`.
 */
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'bench/results/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Module and global augmentation can only merge interfaces.
    files: [
      'apps/server/src/plugins/**/*.ts',
      '**/*.d.ts',
      'apps/web/src/lib/gtm.ts',
      'apps/web/src/features/auth/components/google-sign-in.tsx',
    ],
    rules: { '@typescript-eslint/consistent-type-definitions': 'off' },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@ideamatch/server', '@ideamatch/web'],
              message: 'The shared package imports nothing from the apps.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/apps/web/**', '@ideamatch/web'], message: 'The server does not import the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Web imports flow app → features → components, lib (docs/architecture.md, "Web").
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURES.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`, ...FEATURE_EXPORTS],
              message: 'A feature imports another only through its api/ or a component listed in eslint.config.js.',
            })),
            {
              target: `${WEB}/features`,
              from: `${WEB}/app`,
              message: 'Features do not import the app; the app composes them.',
            },
            {
              target: [`${WEB}/components`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message: 'Shared components and lib import no feature and no app module.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@ideamatch/server'],
              message: 'The web app talks to the server over HTTP only.',
            },
          ],
        },
      ],
    },
  },
  {
    // An endpoint's path is written once, in its contract (packages/shared/src/api), and a page
    // bundles only the contracts it calls; tests may name paths and read every contract.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@ideamatch/server'],
              message: 'The web app talks to the server over HTTP only.',
            },
            {
              group: ['@ideamatch/shared/api/index'],
              message: "Import one module's contracts (@ideamatch/shared/api/<module>): the list bundles them all.",
            },
          ],
          paths: [
            {
              name: '@mantine/core',
              importNames: ['ThemeIcon'],
              message: "Use components/ui/theme-icon: Mantine's leaves color and radius attributes in the HTML.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//], TemplateElement[value.raw=/^\\/api\\//]',
          message:
            'Call the endpoint through call() with its contract from @ideamatch/shared/api instead of writing its path.',
        },
      ],
    },
  },
);
