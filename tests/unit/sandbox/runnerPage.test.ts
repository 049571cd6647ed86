import { describe, expect, it } from 'vitest';
import { runnerPageHtml, runnerPageUrl, runnerScriptName } from '../../../src/sandbox/runnerPage';

describe('runner page', () => {
  it('carries its policy first, then a classic script beside it (no module script: no CORS request)', () => {
    const html = runnerPageHtml("default-src 'none'; script-src 'self' blob:", runnerScriptName('abc123'));
    const policyAt = html.indexOf('http-equiv="Content-Security-Policy"');
    const scriptAt = html.indexOf('<script');
    expect(policyAt).toBeGreaterThan(0);
    expect(scriptAt).toBeGreaterThan(policyAt);
    expect(html).toContain(`content="default-src 'none'; script-src 'self' blob:"`);
    expect(html).toContain('<script src="runner.abc123.js"></script>');
    expect(html).not.toMatch(/type="module"|<script>[^<]/);
  });

  it("runs a comparison's measuring part before the runner, both classic scripts", () => {
    const html = runnerPageHtml("default-src 'none'", runnerScriptName('abc123'), ['runner.probe.def456.js']);
    expect(html).toContain('<script src="runner.probe.def456.js"></script>\n<script src="runner.abc123.js"></script>');
  });

  it('is addressed from the site base, at the root or under a sub-path', () => {
    expect(runnerPageUrl('/', true)).toBe('/sandbox/compare.html');
    expect(runnerPageUrl('/')).toBe('/sandbox/runner.html');
    expect(runnerPageUrl('/pagination/')).toBe('/pagination/sandbox/runner.html');
    expect(runnerPageUrl('/pagination')).toBe('/pagination/sandbox/runner.html');
  });
});
