import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { SITE_ROUTES } from './routes';
import { expect, test, waitForApp } from './support';

/**
 * The docs in Markdown (plugins/publish/twinFiles.ts), as served, at the root and under the
 * sub-path: a twin beside every page, llms.txt and llms-full.txt, the head's link to the twin,
 * and "Copy page".
 */

/** A route's twin, relative to the base: `demo/basic` → `demo/basic.md`, `zh-CN` → `zh-CN/index.md`. */
const twinOf = (route: string) => (route === '' || route === 'zh-CN' ? `${route ? `${route}/` : ''}index.md` : `${route}.md`);
/** An absolute address of the site as a path under the base: `https://…/pagination/demo/` → `demo/`. */
const underBase = (url: string, baseURL: string) => new URL(url).pathname.slice(new URL(baseURL).pathname.length);
/** The sitemap's routes, read from the served sitemap.xml. */
async function sitemapRoutes(request: APIRequestContext, baseURL: string): Promise<string[]> {
  const xml = await (await request.get('sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => underBase(loc, baseURL).replace(/\/$/, ''));
}
const ENGLISH = SITE_ROUTES.filter((route) => !route.startsWith('zh-CN'));

test('every route in the sitemap has a Markdown twin that starts with its title', async ({ request, baseURL }) => {
  const routes = await sitemapRoutes(request, baseURL!);
  expect([...routes].sort()).toEqual([...SITE_ROUTES].sort());
  for (const route of routes) {
    const response = await request.get(twinOf(route));
    expect(response.status(), twinOf(route)).toBe(200);
    expect(response.headers()['content-type'], twinOf(route)).toBe('text/markdown; charset=utf-8');
    const text = await response.text();
    expect(text.startsWith('# '), `${twinOf(route)} starts "${text.slice(0, 40)}"`).toBe(true);
    // no dumi tags, JSX demo tags or HTML outside code blocks
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose, twinOf(route)).not.toMatch(/<\/?(code|API|table|div|span|p|a)\b/i);
  }
});

test('a demo page twin holds each demo with its full source, and absolute links', async ({ request }) => {
  const sizer = await (await request.get('demo/sizer.md')).text();
  expect(sizer).toContain('**Size changer**');
  expect(sizer).toMatch(/```tsx title="index\.tsx"\nimport React/);
  // the demo's local files come along
  expect(sizer).toContain('title="size-changer.css"');
  const chinese = await (await request.get('zh-CN/demo/sizer.md')).text();
  expect(chinese).toContain('# 每页条数');
  expect(chinese).toContain('```tsx title="index.tsx"\n');
  expect(chinese).toContain('：与上文的同名文件相同。');
  const home = await (await request.get('index.md')).text();
  // the API table with its Releases column, as on the page
  expect(home).toMatch(/\| `current` \| all \| `number` \| - \|/);
  expect(home).toMatch(/\]\(https?:\/\/[^)]+\/versions\/\)/);
  expect(home).not.toMatch(/\]\(\.\//);
});

/** Markdown as its reader sees the text: no code marks, a link's text without its address. */
const asText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .replace(/\s+/g, ' ')
    .trim();

// captions are text: the links and addresses of the twins are checked in both builds above. The
// captions are read from the prerendered page as served (Node, no browser): the same text the
// page shows, as it hydrates without a mismatch (page-meta.spec.ts)
test("every twin gives each demo's caption as its page shows it", async ({ request }) => {
  for (const route of SITE_ROUTES) {
    const { document } = new JSDOM(await (await request.get(route)).text()).window;
    const captions = [...document.querySelectorAll('.rcp-previewer-meta')].map((meta) => ({
      title: meta.querySelector('.rcp-previewer-title')?.textContent?.trim() ?? '',
      description: meta.querySelector('.markdown')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    }));
    // every demo page has captions: none found would mean the prerendered markup changed
    if (route.includes('demo/')) expect(captions.length, `captions in the prerendered ${route}`).toBeGreaterThan(0);
    const twin = await (await request.get(twinOf(route))).text();
    // each caption in the page's order: its bold title, then its description as the next paragraph
    let at = 0;
    for (const { title, description } of captions) {
      const heading = `\n**${title}**\n`;
      const found = twin.indexOf(heading, at);
      expect(found, `${twinOf(route)}: "${title}"`).toBeGreaterThanOrEqual(0);
      at = found + heading.length;
      if (!description) continue;
      const paragraph = twin.slice(at).replace(/^\n+/, '').split(/\n\n/)[0];
      expect(asText(paragraph), `${twinOf(route)}: the caption of "${title}"`).toBe(description);
    }
  }
});

test('a shared demo file appears once in a twin, under the name of its tab on the page', async ({ page, request }) => {
  const sizer = await (await request.get('demo/sizer.md')).text();
  for (const shared of ['size-changer.css', 'page-size-select.ts']) {
    expect(sizer.match(new RegExp(`title="${shared.replace('.', '\\.')}"`, 'g')), shared).toHaveLength(1);
    expect(sizer, shared).toContain(`\`${shared}\`: the same file as above.`);
  }
  // the page's code tabs name the entry index.tsx, and so does the twin
  await page.goto('demo/sizer');
  await waitForApp(page);
  await page.getByRole('button', { name: 'Show code' }).first().click();
  // the code panel's tabs come with its chunk
  await expect(page.getByRole('tab').first()).toHaveText('index.tsx');
  expect(sizer).toMatch(/```tsx title="index\.tsx"\nimport React/);
  expect(sizer).not.toContain('title="sizer.tsx"');
});

test('llms.txt lists every English page twin with a description, and llms-full.txt holds them all', async ({
  request,
  baseURL,
}) => {
  const llms = await request.get('llms.txt');
  expect(llms.ok()).toBe(true);
  const text = await llms.text();
  expect(text.startsWith('# rc-pagination\n\n> ')).toBe(true);
  const listed = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): .{10,}$/gm)].map(([, url]) => underBase(url, baseURL!));
  expect([...listed].sort()).toEqual(ENGLISH.map(twinOf).sort());
  expect(text).toMatch(/\(https?:\/\/[^)]+\/zh-CN\/llms\.txt\)/);

  const full = await (await request.get('llms-full.txt')).text();
  for (const route of ENGLISH) {
    const twin = await (await request.get(twinOf(route))).text();
    expect(full.includes(twin), `llms-full.txt holds ${twinOf(route)}`).toBe(true);
  }
  const chinese = await (await request.get('zh-CN/llms.txt')).text();
  expect(chinese).toContain('zh-CN/demo/sizer.md');
});

test('every page links its twin in the head', async ({ request }) => {
  for (const route of SITE_ROUTES) {
    const html = await (await request.get(route)).text();
    const link = html.match(/<link[^>]*type="text\/markdown"[^>]*>/)?.[0] ?? '';
    expect(link, route).toContain('rel="alternate"');
    expect(new URL(link.match(/href="([^"]+)"/)?.[1] ?? '', 'http://x').pathname.endsWith(`/${twinOf(route)}`), route).toBe(true);
  }
});

for (const [route, name, heading] of [
  ['demo/sizer', 'Copy page', '# Sizer'],
  ['zh-CN/demo/sizer', '复制页面', '# 每页条数'],
] as const) {
  test(`"${name}" on /${route} puts the page as Markdown with its code on the clipboard`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const twins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.md')) twins.push(request.url());
    });
    await page.goto(route);
    await waitForApp(page);
    // nothing of the twin is loaded before the button is pressed
    expect(twins).toEqual([]);
    await page.getByRole('button', { name }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Markdown' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${heading}\n`)).toBe(true);
    expect(copied).toMatch(/```tsx title="[^"]+"\n[\s\S]*?\n```/);
    expect(twins).toHaveLength(1);
  });
}
