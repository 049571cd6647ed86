import fs from 'fs';
import path from 'path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { codeSandboxFiles, expect, test, waitForApp } from './support';
import { PINNED as ALL_PINNED } from '../pinned';

const DEMO_SOURCE = fs.readFileSync(
  path.resolve(__dirname, '../../docs/demo/demos/basic.tsx'),
  'utf8',
);
const { 'rc-select': _select, ...PINNED } = ALL_PINNED;
/** The line that renders the component: it must reach every export unchanged. */
const RENDER_LINE = DEMO_SOURCE.split('\n')
  .find((line) => line.includes('<Pagination'))!
  .trim();

/**
 * Clicks an export button on the first demo of `route` (the basic demo unless told) and returns
 * the form POST it sends to `origin`. The new tab's request is answered locally: nothing reaches
 * the online editor.
 */
async function postFromExport(
  page: Page,
  context: BrowserContext,
  button: string,
  origin: string,
  route = 'demo/basic',
): Promise<URLSearchParams> {
  const posted = new Promise<Request>((resolve) => {
    void context.route(`${origin}/**`, async (route) => {
      if (route.request().method() === 'POST') resolve(route.request());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>intercepted</p>' });
    });
  });
  await page.goto(route);
  await waitForApp(page);
  const exportButton = page.getByRole('button', { name: button }).first();
  // the prerendered button only acts once React has hydrated it (network idle can come first)
  await expect
    .poll(() =>
      exportButton.evaluate((node) =>
        Object.keys(node).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
  await exportButton.click();
  const request = await posted;
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded');
  return new URLSearchParams(request.postData() ?? '');
}

test('Open in CodeSandbox posts the demo with pinned versions to the define API', async ({
  page,
  context,
  problems,
}) => {
  const form = await postFromExport(page, context, 'Open in CodeSandbox', 'https://codesandbox.io');
  const files = codeSandboxFiles(form);
  expect(files['src/App.tsx'].content).toContain(RENDER_LINE);
  const manifest = JSON.parse(files['package.json'].content);
  expect(manifest.dependencies).toEqual(PINNED);
  expect(files['package.json'].content).not.toContain('latest');
  expect(problems.foreignRequests).toEqual([]);
});

test('Open in StackBlitz posts the project with pinned dependencies', async ({
  page,
  context,
  problems,
}) => {
  const form = await postFromExport(page, context, 'Open in StackBlitz', 'https://stackblitz.com');
  expect(form.get('project[template]')).toBe('create-react-app');
  expect(JSON.parse(form.get('project[dependencies]') ?? '{}')).toMatchObject(PINNED);
  expect(form.get('project[files][App.tsx]')).toContain(RENDER_LINE);
  expect(form.get('project[files][index.tsx]')).toContain('createRoot');
  expect(problems.foreignRequests).toEqual([]);
});

test('Open in CodePen posts a pen importing pinned CDN versions', async ({
  page,
  context,
  problems,
}) => {
  const form = await postFromExport(page, context, 'Open in CodePen', 'https://codepen.io');
  const data = JSON.parse(form.get('data') ?? '{}');
  expect(data.js_pre_processor).toBe('babel');
  expect(data.js).toContain(RENDER_LINE);
  const rcPagination = `https://esm.sh/rc-pagination@${PINNED['rc-pagination']}`;
  const peers = `react@${PINNED.react},react-dom@${PINNED['react-dom']}`;
  expect(data.js).toContain(`from '${rcPagination}?deps=${peers}'`);
  expect(data.js).toContain(`from 'https://esm.sh/react@${PINNED.react}'`);
  expect(data.html).toContain(`${rcPagination}/assets/index.css`);
  // the CDN only appears inside the pen: the site itself requested nothing from it
  expect(problems.foreignRequests).toEqual([]);
});

test('Open in CodePen inlines the local module of a demo in one pen (size changer)', async ({
  page,
  context,
  problems,
}) => {
  const form = await postFromExport(
    page,
    context,
    'Open in CodePen',
    'https://codepen.io',
    'demo/sizer',
  );
  const { js } = JSON.parse(form.get('data') ?? '{}') as { js: string };
  const peers = `react@${PINNED.react},react-dom@${PINNED['react-dom']}`;
  expect(js).toContain(
    `import Select from 'https://esm.sh/rc-select@${ALL_PINNED['rc-select']}?deps=${peers}';`,
  );
  expect(js).toContain('// page-size-select.ts (inlined: a pen holds a single module)');
  expect(js).toContain('selectComponentClass={PageSizeSelect}');
  expect(js.indexOf('function PageSizeSelect(')).toBeLessThan(js.indexOf('function SizerDemo('));
  expect(js).not.toMatch(/^export\b|from '\.\//m);
  expect(problems.foreignRequests).toEqual([]);
});
