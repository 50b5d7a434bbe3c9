import { configDefaults, defineConfig } from 'vitest/config';
import { reactAlias } from './vite.config';

/**
 * Test projects (DESIGN.md section 7). Everything that can run without a browser runs in happy-dom; the end-to-end
 * project drives the system Chromium against the built demo store, started once for all its files.
 */
const inline = [/@nanostores\/react/, /embla-carousel-react/, /@testing-library\/preact/, /@storybook\//];

export default defineConfig({
  resolve: { alias: reactAlias },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  test: {
    server: { deps: { inline } },
    // The runner's fixture projects (tests/runner/fixtures) hold tests that fail on purpose: only their own configs run them.
    exclude: [...configDefaults.exclude, 'tests/runner/fixtures/**'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        extends: true,
        test: {
          name: 'widgets',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/widget-setup.ts'],
          // 5 s by default: a widget test that mounts an island, opens it and waits for its fake server's answer
          // timed out at 5 s twice when unit, widgets and stories ran together on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          include: ['tests/stories/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/widget-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'contracts',
          include: ['tests/contracts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'size',
          include: ['tests/size/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // tests/run.mjs's verdict, on small fixture projects each run by a real Vitest (tests/runner/fixtures)
          name: 'runner',
          include: ['tests/runner/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The hsa-islands WordPress plugin: its PHP unit tests, and a real WordPress (Debian's) in Chromium.
          name: 'wordpress',
          include: ['tests/wordpress/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Concurrent tests in one file (the page checks) share the one browser; three at once keep 2 cores busy.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll waits for the page (an island loading over the network, focus moving after a mount): its 1 s
          // default failed the keyboard-only login once on a loaded 2-core CI machine. A poll still fails at 5 s.
          expect: { poll: { timeout: 5_000 } },
        },
      },
    ],
  },
});
