import { describe, expect, it } from 'vitest';
import { buildPolicy, inlineScripts, RUNNER_TRUSTED_TYPES, runnerPolicy, scriptHash } from '../../../scripts/csp.mjs';
import { TRUSTED_TYPES_POLICY } from '../../../src/sandbox/runner/lockdown';
import { colorModeHeadScript } from '../../../src/colorMode/headScript';

describe('inlineScripts', () => {
  it('returns the bodies a browser runs inline, exactly as written', () => {
    const html = `<head><script>var a = 1;</script><script src="/umi.js"></script>
      <script type="application/json">{"not":"run"}</script><script type="module">b()</script>
      <script
        >c()</script></head>`;
    expect(inlineScripts(html)).toEqual(['var a = 1;', 'b()', 'c()']);
  });
});

describe('scriptHash', () => {
  it("is the base64 SHA-256 of the script's exact text", () => {
    expect(scriptHash(colorModeHeadScript)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // known vector: sha256 of the empty string
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it('changes with a single character', () => {
    expect(scriptHash('a()')).not.toBe(scriptHash('a() '));
  });
});

describe('buildPolicy', () => {
  it('allows our own scripts and each hash once; no blob: (edited code runs in the runner frame), no inline or eval', () => {
    const policy = buildPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(policy).not.toContain('blob:');
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // no worker of any kind, blob: or not
    expect(policy).toContain("worker-src 'none';");
    expect(policy.split('; ').map((directive) => directive.split(' ')[0])).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'style-src-attr',
      'img-src',
      'font-src',
      'connect-src',
      'worker-src',
      'object-src',
      'base-uri',
      'form-action',
    ]);
  });
});

describe('runnerPolicy', () => {
  it("allows the runner's own script and blob: scripts, and nothing else: no request, style load, form or eval", () => {
    const directives = Object.fromEntries(
      runnerPolicy()
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toEqual({
      'default-src': "'none'",
      'script-src': "'self' blob:",
      'connect-src': "'none'",
      'base-uri': "'none'",
      'form-action': "'none'",
      'require-trusted-types-for': "'script'",
      'trusted-types': 'rcp-runner',
    });
  });

  it('allows exactly the Trusted Types policy the runner creates', () => {
    expect(RUNNER_TRUSTED_TYPES).toBe(TRUSTED_TYPES_POLICY);
  });
});
