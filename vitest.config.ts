import { defineConfig } from 'vitest/config';

// Unit and integration tests (not e2e). React component tests opt into happy-dom per file with
// `// @vitest-environment happy-dom`; everything else runs in Node, including the engine WASM.
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'components/**/*.test.{ts,tsx}',
      'engine/ts/**/*.test.ts',
      'electron/**/*.test.ts',
      'cli/**/*.test.ts',
      'presets/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    reporters: ['default'],
  },
});
