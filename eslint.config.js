// ESLint flat config. Besides style, it encodes the architecture: the import rules of
// docs/ARCHITECTURE.md ("Import rules") are enforced here, so a wrong-direction import fails CI.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];
const noWindowApi = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "MemberExpression[object.name='window'][property.name='api']",
      message: 'Only src/platform may touch window.api; call a platform function instead.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-electron/**',
      'engine/target/**',
      'engine/ts/generated/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Persist through src/platform, not localStorage.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'describe', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'it', property: 'only', message: 'Do not commit focused tests.' },
        { object: 'test', property: 'only', message: 'Do not commit focused tests.' },
      ],
    },
  },
  {
    files: ['components/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...noWindowApi,
    },
  },
  {
    files: ['src/platform/**'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-globals': 'off' },
  },
  // --- Import rules (docs/ARCHITECTURE.md) ---
  {
    files: ['src/schema/**/*.ts'],
    ignores: ['src/schema/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['react', 'react-dom', 'zustand', '@xyflow/*', 'electron', 'sql.js'],
          message: 'src/schema imports only zod.',
        },
        {
          group: [
            '**/components/**',
            '**/store/**',
            '**/commands/**',
            '**/platform/**',
            '**/engine/**',
            '**/electron/**',
            '**/catalog/**',
            '**/io/**',
          ],
          message: 'src/schema is the bottom layer: it imports only zod.',
        },
      ]),
    },
  },
  {
    // Shared by the CLI (Node) and the renderer, so neither Node nor the UI may leak in.
    files: ['src/validation/**/*.ts'],
    ignores: ['src/validation/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'react', 'react-dom', 'zustand', '@xyflow/*', 'electron', 'sql.js'],
          message: 'src/validation is pure (no Node, no UI): the CLI and the renderer both import it.',
        },
        {
          group: [
            '**/components/**',
            '**/store/**',
            '**/commands/**',
            '**/platform/**',
            '**/electron/**',
            '**/catalog/**',
            '**/io/**',
            '**/app/**',
            '**/presets/**',
            '**/cli/**',
            '**/engine/ts/*',
            '!**/engine/ts/reportSchema',
          ],
          message: 'src/validation imports only src/schema and the report schema (engine/ts/reportSchema).',
        },
      ]),
    },
  },
  {
    // The bill of materials is pure: design + catalog (+ the store's report) in, rows and bytes out.
    files: ['src/bom/**/*.ts'],
    ignores: ['src/bom/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'react', 'react-dom', 'zustand', '@xyflow/*', 'electron', 'sql.js'],
          message: 'src/bom is pure (no Node, no UI): the app hands it the design, the catalog and the report.',
        },
        {
          group: [
            '**/components/**',
            '**/store/**',
            '**/commands/**',
            '**/platform/**',
            '**/electron/**',
            '**/io/**',
            '**/app/**',
            '**/engine/ts/*',
            '!**/engine/ts/reportSchema',
          ],
          message: 'src/bom imports only src/schema, catalog types and the report schema; the app wires it up.',
        },
      ]),
    },
  },
  {
    // The diagram is pure: the design (and the canvas's text for each card) in, an SVG string out.
    // It draws with the store's geometry, so it may read those three pure store modules.
    files: ['src/diagram/**/*.ts'],
    ignores: ['src/diagram/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'react', 'react-dom', 'zustand', '@xyflow/*', 'electron', 'sql.js'],
          message: 'src/diagram is pure (no Node, no DOM, no UI): the app hands it the design and the card text.',
        },
        {
          group: [
            '**/components/**',
            '**/store/*',
            '!**/store/geometry',
            '!**/store/collapse',
            '!**/store/designIndex',
            '**/commands/**',
            '**/platform/**',
            '**/electron/**',
            '**/io/**',
            '**/app/**',
            '**/catalog/**',
            '**/engine/**',
          ],
          message: 'src/diagram imports only src/schema and the store geometry; src/app/diagramInput.ts wires it up.',
        },
      ]),
    },
  },
  {
    // The design report is pure: design + report (+ BOM) in, one HTML string out. It reads the
    // figures in the words and formats the results dock uses, from the dock's pure modules.
    files: ['src/report/**/*.ts'],
    ignores: ['src/report/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['node:*', 'react', 'react-dom', 'zustand', '@xyflow/*', 'electron', 'sql.js'],
          message: 'src/report is pure (no Node, no UI, no DOM): the app hands it the design, the report and the BOM.',
        },
        {
          // components/ only for the modules named here (a regex: a glob cannot re-include a
          // file inside an excluded folder).
          regex:
            '(^|/)components/(?!(format|results/(headroomText|tones|judgedFigures|explanationModel|scenarioText|publishedCompare))$)',
          message:
            'src/report imports from components/ only its pure formatting modules (format, results/headroomText, tones, judgedFigures, explanationModel, scenarioText, publishedCompare).',
        },
        {
          group: [
            '**/store/**',
            '**/commands/**',
            '**/platform/**',
            '**/electron/**',
            '**/io/**',
            '**/app/**',
            '**/catalog/**',
            '**/engine/ts/*',
            '!**/engine/ts/reportSchema',
            '!**/engine/ts/findingGroups',
            '!**/engine/ts/criterionFigure',
            '!**/engine/ts/criterionWords',
          ],
          message:
            'src/report imports src/schema, bom, plan, validation, jetstress, the report schema, the verdict rules (criterionFigure, criterionWords) and the pure formatting modules of components/ only.',
        },
      ]),
    },
  },
  {
    files: ['src/commands/**/*.ts', 'src/store/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['react', 'react-dom', '@xyflow/*', 'electron'],
          message: 'Commands and the store are UI-free and OS-free.',
        },
        {
          group: ['**/components/**', '**/electron/**', '**/platform/**', '**/engine/ts/worker*'],
          message: 'Commands and the store must not reach up into UI, OS or worker code.',
        },
      ]),
    },
  },
  {
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['electron', '**/electron/**'],
          message: 'Components never talk to Electron; go through commands and src/io.',
        },
        {
          group: ['**/engine/ts/worker*', '**/engine/ts/wasmEngine*'],
          message: 'Components read engine results from the store, never from the worker.',
        },
      ]),
    },
  },
  {
    files: ['engine/ts/worker.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '**/components/**', '**/electron/**', 'react', 'zustand'],
          message: 'The worker is a separate chunk: it imports only protocol, the WASM loader and the warm-up.',
        },
      ]),
    },
  },
  {
    files: ['electron/main/**/*.ts'],
    ignores: ['electron/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/store/**', '**/components/**', '**/src/commands/**', 'react', 'react-dom'],
          message: 'Main owns the OS, not the UI or the store.',
        },
      ]),
    },
  },
  {
    files: ['electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '**/components/**', '**/electron/main/**'],
          message: 'The preload imports only electron and electron/ipc.',
        },
      ]),
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'cli/**/*.ts', 'e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
