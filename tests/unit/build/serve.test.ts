// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import type { AddressInfo } from 'net';
import { tmpdir } from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createServer } from '../../../scripts/serve.mjs';

describe('the test server (scripts/serve.mjs)', () => {
  it('lets the browser keep the files named by their content, and only those', () => {
    for (const file of ['umi.eeae9079.js', '157.98330381.async.js', 'umi.c23dd9e5.css', 'docs/runner.1a2b3c4d.js']) {
      expect(cacheControlFor(file), file).toBe('public, max-age=31536000, immutable');
    }
    for (const file of ['index.html', 'search-index.en-US.json', 'logo.svg', 'llms.txt', 'umi.js', 'demo/basic.md', 'a.eeae907.js']) {
      expect(cacheControlFor(file), file).toBeUndefined();
    }
  });

  const dir = mkdtempSync(path.join(tmpdir(), 'serve-'));
  const server = createServer({ dir, base: '/sub/', csp: '' });
  let origin = '';
  beforeAll(async () => {
    mkdirSync(path.join(dir, 'demo'));
    writeFileSync(path.join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(dir, '404.html'), '<p>not found</p>');
    writeFileSync(path.join(dir, 'umi.eeae9079.js'), 'console.log(1);');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the header with a fingerprinted script, not with a page or the not-found page', async () => {
    const script = await fetch(`${origin}/sub/umi.eeae9079.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${origin}/sub/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBeNull();
    const missing = await fetch(`${origin}/sub/umi.00000000.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});
