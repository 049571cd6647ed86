import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Dialog,
  type Page,
  type Request,
} from '@playwright/test';
import LZString from 'lz-string';
import { inEveryLanguage, readDocPages, routesByKind } from './docRoutes';

const PAGES = routesByKind(readDocPages());

/** The demo pages (docs/demo/*.md), by their route inside a language, in sidebar order. */
export const DEMO_ROUTES: readonly string[] = PAGES.demos;

/** The guide pages beside the demos (docs/*.md but the home page and the playground). */
export const GUIDE_ROUTES: readonly string[] = PAGES.guides;

/**
 * Every documented route, relative to the site's base: home, demos and guides, English then
 * Chinese.
 */
export const ALL_ROUTES = inEveryLanguage(['', ...DEMO_ROUTES, ...GUIDE_ROUTES]);

export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
}

/** Records console errors, uncaught exceptions and requests leaving `origin`; returns a detach. */
function watchProblems(page: Page, origin: string, problems: PageProblems): () => void {
  const onMessage = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  };
  const onPageError = (error: Error) => problems.consoleErrors.push(error.message);
  const onRequest = (request: Request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.foreignRequests.push(url);
    }
  };
  page.on('console', onMessage);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  return () => {
    page.off('console', onMessage);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
  };
}

const originOf = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1').origin;

/** The `problems` fixture of both test kinds below. */
async function recordProblems(
  { page, baseURL }: { page: Page; baseURL: string | undefined },
  use: (problems: PageProblems) => Promise<void>,
): Promise<void> {
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [] };
  const detach = watchProblems(page, originOf(baseURL), problems);
  await use(problems);
  detach();
}

/**
 * `page` that records console errors, uncaught exceptions and requests leaving the site's
 * origin; `problems` exposes them so a spec can assert there were none.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: recordProblems,
});

/**
 * Options of a visiting page's context beyond the project's: JavaScript off, or `storage:
 * 'throwing'` for pages whose localStorage and sessionStorage throw on access (breakStorage).
 */
export type VisitOptions = Pick<BrowserContextOptions, 'javaScriptEnabled'> & { storage?: 'throwing' };

/** Both storages throw on access, the way Chromium behaves with site data blocked. */
export function breakStorage(): void {
  const deny = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  Object.defineProperty(window, 'localStorage', { get: deny, configurable: true });
  Object.defineProperty(window, 'sessionStorage', { get: deny, configurable: true });
}

/**
 * One browser page a worker keeps for the checks that only visit pages and read them. Opening a
 * context and a page costs about a third of a second here, and a fresh renderer compiles the
 * site's scripts again; reusing the page halves a visiting check's time (maintainers/tests.md).
 */
class Visitor {
  private context?: BrowserContext;
  private current?: Page;
  /** The origins the current test's page went to (its storage is cleared for one origin only). */
  private origins = new Set<string>();

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
    private readonly storageThrows = false,
  ) {}

  /** The page, opened on first use or after a test left it broken. */
  async page(): Promise<Page> {
    if (this.current && !this.current.isClosed()) return this.current;
    if (!this.context) {
      this.context = await this.browser.newContext(this.options);
      if (this.storageThrows) await this.context.addInitScript(breakStorage);
    }
    this.current = await this.context.newPage();
    const page = this.current;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith('http')) this.origins.add(new URL(frame.url()).origin);
    });
    SHARED.set(this.current, { baseURL: this.options.baseURL, scripts: new Set(), detach: [] });
    return this.current;
  }

  /**
   * Leaves the page as a new one would be: one tab, the project's viewport and media, no storage
   * or cookies. After a failed test, or one whose page went to more than one origin, the context
   * is thrown away, whatever state it was left in.
   */
  async reset(failed: boolean): Promise<void> {
    const page = this.current;
    // a test that went to two origins (a server of its own) would leave one's storage behind
    const origins = this.origins.size;
    this.origins = new Set();
    if (failed || !page || page.isClosed() || origins > 1) return this.close();
    const shared = SHARED.get(page);
    for (const detach of shared?.detach.splice(0) ?? []) detach();
    try {
      for (const other of this.context!.pages()) if (other !== page) await other.close();
      // the pointer stays where a test left it across navigations: back to where a new page has it
      await page.mouse.move(0, 0);
      await page.setViewportSize(this.options.viewport ?? { width: 1280, height: 720 });
      await page.emulateMedia({ media: null, colorScheme: this.options.colorScheme ?? null });
      await this.context!.clearCookies();
      // storage that throws holds nothing to clear
      if (page.url().startsWith('http') && !this.storageThrows) {
        await page.evaluate(() => {
          window.localStorage.clear();
          window.sessionStorage.clear();
        });
      }
    } catch {
      await this.close();
    }
  }

  async close(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.current = undefined;
    await context?.close().catch(() => undefined);
  }
}

/**
 * What a shared page remembers across tests: the site's address, its init scripts, and the
 * listeners the current test added, removed when it ends.
 */
const SHARED = new WeakMap<Page, { baseURL?: string; scripts: Set<string>; detach: (() => void)[] }>();

/** Listens to the page's console for the current test only (on a shared page, too). */
export function onConsole(page: Page, listener: (message: ConsoleMessage) => void): void {
  page.on('console', listener);
  SHARED.get(page)?.detach.push(() => page.off('console', listener));
}

/** Handles the page's dialogs for the current test only (on a shared page, too). */
export function onDialog(page: Page, listener: (dialog: Dialog) => void): void {
  page.on('dialog', listener);
  SHARED.get(page)?.detach.push(() => page.off('dialog', listener));
}

/** Watches the page's requests for the current test only (on a shared page, too). */
export function onRequest(page: Page, listener: (request: Request) => void): void {
  page.on('request', listener);
  SHARED.get(page)?.detach.push(() => page.off('request', listener));
}

/**
 * Runs `script` before every document's own scripts, once per page whatever the number of tests
 * that ask for it (a shared page would otherwise run it again for each test that added it).
 */
export async function addInitScriptOnce(page: Page, key: string, script: () => void): Promise<void> {
  const shared = SHARED.get(page);
  if (shared?.scripts.has(key)) return;
  shared?.scripts.add(key);
  await page.addInitScript(script);
}

/**
 * Sets a localStorage entry for the page's next document before any of its scripts run. On a
 * fresh page an init script does it; a shared page (visit) is first put on the site's origin
 * (robots.txt, a file with no script) and the entry written there.
 */
export async function presetStorage(page: Page, key: string, value: string): Promise<void> {
  const shared = SHARED.get(page);
  if (!shared) {
    await page.addInitScript(
      ([name, text]) => {
        try {
          window.localStorage.setItem(name, text);
        } catch {
          // a spec that breaks storage on purpose still gets the default
        }
      },
      [key, value] as const,
    );
    return;
  }
  const origin = originOf(shared.baseURL);
  if (!page.url().startsWith(origin)) await page.goto(new URL('robots.txt', shared.baseURL).href);
  await page.evaluate(([name, text]) => window.localStorage.setItem(name, text), [key, value] as const);
}

/**
 * For checks that visit pages and read them (the per-route sweeps): `page` is the worker's one
 * shared page, reset between tests (see Visitor). Not for a test that routes requests, adds its
 * own init scripts (use addInitScriptOnce), breaks storage or needs other context options.
 */
export const visit = base.extend<
  { problems: PageProblems },
  { visitor: Visitor; visitOptions: VisitOptions }
>({
  visitOptions: [{}, { scope: 'worker', option: true }],
  visitor: [
    async ({ browser, visitOptions }, use, workerInfo) => {
      const project = workerInfo.project.use;
      const { storage, ...contextOptions } = visitOptions;
      const visitor = new Visitor(
        browser,
        {
          baseURL: project.baseURL,
          viewport: project.viewport,
          userAgent: project.userAgent,
          deviceScaleFactor: project.deviceScaleFactor,
          isMobile: project.isMobile,
          hasTouch: project.hasTouch,
          locale: project.locale,
          timezoneId: project.timezoneId,
          colorScheme: project.colorScheme,
          ...project.contextOptions,
          ...contextOptions,
        },
        storage === 'throwing',
      );
      await use(visitor);
      await visitor.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitor }, use, testInfo) => {
    await use(await visitor.page());
    await visitor.reset(testInfo.status !== testInfo.expectedStatus);
  },
  problems: recordProblems,
});

export { expect };


/**
 * Waits until the client has taken over the prerendered page: it has loaded, and React has
 * attached itself to the header and to the last demo on the page (or the app root's first
 * element where there is no demo). Hydration goes top to bottom, but in pieces: the first demo
 * alone can be live while later ones are not. Waiting for the network to go quiet instead costs
 * half a second per page, most of the suite's time.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const live = (element: Element | null | undefined) =>
      element != null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const demos = document.querySelectorAll('.rc-pagination');
    const last = demos[demos.length - 1] ?? document.querySelector('#root > *');
    const header = document.querySelector('header');
    return live(last) && (header === null || live(header));
  });
}

/** Code after Prism has coloured it (plain code, shown until then, has no language class). */
export const HIGHLIGHTED_CODE = '.prism-code[class*="language-"]';

/**
 * The files of a CodeSandbox define-API post (its form's `parameters`: LZString in URL-safe
 * base64, padding dropped), by path.
 */
export function codeSandboxFiles(form: URLSearchParams): Record<string, { content: string }> {
  const base64 = (form.get('parameters') ?? '').replace(/-/g, '+').replace(/_/g, '/');
  const json = LZString.decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return JSON.parse(json ?? '{}').files;
}
