import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PINNED_RENDERING_ARGS } from './scripts/chromium.mjs';
import { writeFontconfig } from './scripts/test-fonts.mjs';

/**
 * End-to-end tests run against the production build served by a plain static server
 * (`scripts/e2e.mjs` builds it first): every spec at the root, and a smoke set with the built
 * files' checks under the sub-path `/pagination/`. Specs under `tests/e2e/dev/` need
 * development-only behaviour (debug demos) and run against `dumi dev`.
 */
const ROOT_PORT = Number(process.env.E2E_ROOT_PORT ?? 4173);
const SUBPATH_PORT = Number(process.env.E2E_SUBPATH_PORT ?? 4174);
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 4175);
export const SUBPATH_BASE = '/pagination/';
/** E2E_ONLY=root,dev limits the run (projects and their servers) while iterating locally. */
const only = process.env.E2E_ONLY?.split(',').map((name) => name.trim());
const wanted = (name: string) => !only || only.includes(name);
/**
 * The test browser reads only the fonts pinned in package.json (scripts/test-fonts.mjs), for
 * every project: the visual baselines, the contrast sweep and the layout checks measure text.
 */
const FONTCONFIG_FILE = writeFontconfig(__dirname);
/**
 * The browser's environment replaces Playwright's default (this process's), so it starts from it,
 * less any fontconfig setting of the machine's (FONTCONFIG_SYSROOT would move every font folder).
 */
const browserEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^(FONTCONFIG_|FC_)/.test(entry[0]),
    ),
  );

/**
 * The launch options of every project; `shared-process` adds a switch to them. Chromium gives a
 * sandboxed frame a process of its own (IsolateSandboxedIframes); other browsers may keep it in
 * the page's, where only the loop guard keeps a looping frame from freezing the page.
 */
const launchOptions = (extraArgs: string[] = []) => ({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...PINNED_RENDERING_ARGS, ...extraArgs],
  env: { ...browserEnv(), FONTCONFIG_FILE },
});

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // the JSON report: scripts/e2e.mjs ends a failed run's log with each failure's title and error
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  // prints the Chromium version and the pinned fonts, and warms fontconfig's cache of them
  globalSetup: './tests/e2e/global-setup.ts',
  // visual baselines (visual.spec.ts): one set for every machine, as CI runs the same Debian
  // Chromium; no platform or project suffix in the name
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    ...devices['Desktop Chrome'],
    // everything else that changes pixels or text is pinned here, not left to the machine
    locale: 'en-US',
    timezoneId: 'UTC',
    deviceScaleFactor: 1,
    colorScheme: 'light',
    // a context option Playwright takes only here (a `reducedMotion` beside `locale` is ignored)
    contextOptions: { reducedMotion: 'no-preference' },
    trace: 'off',
    launchOptions: launchOptions(),
  },
  projects: ([
    {
      name: 'root',
      testIgnore: ['dev/**', 'subpath.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${ROOT_PORT}/` },
    },
    {
      // the build for a host that serves the site under a sub-path: what the base path changes,
      // once each (tests/e2e/subpath.spec.ts), and what reads the built files (the markup's
      // validity, each page's head); everything else is the same code, run at the root
      name: 'subpath',
      testMatch: ['subpath.spec.ts', 'html-validity.spec.ts', 'publish.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH_BASE}` },
    },
    {
      // the loop guard's checks again, with the runner frame in the page's process:
      // they must pass here too, and fail here too without the guard (maintainers/live-demo-sandbox.md);
      // so must the frame's moves of its address, whose work lands on the page's thread here,
      // and the comparison's key probe and axe run, which must not take the page's focus there either
      name: 'shared-process',
      testMatch: ['sandbox-guard.spec.ts', 'sandbox-address.spec.ts', 'sandbox-reach.spec.ts', 'compare.spec.ts'],
      grepInvert: /@any-process/,
      use: {
        baseURL: `http://127.0.0.1:${ROOT_PORT}/`,
        launchOptions: launchOptions(['--disable-features=IsolateSandboxedIframes']),
      },
    },
    {
      name: 'dev',
      testMatch: ['dev/**/*.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${DEV_PORT}/` },
    },
  ] as const).filter(({ name }) => wanted(name)),
  webServer: [
    {
      name: 'root',
      command: `node scripts/serve.mjs --dir docs-dist --port ${ROOT_PORT}`,
      url: `http://127.0.0.1:${ROOT_PORT}/`,
      reuseExistingServer: false,
    },
    {
      name: 'subpath',
      command: `node scripts/serve.mjs --dir .e2e-dist/pagination --port ${SUBPATH_PORT} --base ${SUBPATH_BASE}`,
      url: `http://127.0.0.1:${SUBPATH_PORT}${SUBPATH_BASE}`,
      reuseExistingServer: false,
    },
    {
      name: 'dev',
      command: `npx dumi dev`,
      env: { PORT: String(DEV_PORT), HOST: '127.0.0.1', BROWSER: 'none', NODE_OPTIONS: '' },
      url: `http://127.0.0.1:${DEV_PORT}/`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ]
    // the shared-process project runs against the root build
    .filter(({ name }) => wanted(name) || (name === 'root' && wanted('shared-process')))
    .map(({ name: _name, ...server }) => server),
});
