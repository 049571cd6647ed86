import { describe, expect, it } from 'vitest';
import { BASELINE_CHROMIUM, baselineBrowserMismatch, majorOf } from '../../e2e/looks/baselineBrowser';

describe('the Chromium the visual baselines were drawn with', () => {
  it('is recorded as a full version number', () => {
    expect(BASELINE_CHROMIUM).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
  });

  it('lets any build of the same major version draw', () => {
    expect(majorOf('156.0.8078.108')).toBe('156');
    expect(baselineBrowserMismatch('156.0.9999.1', '156.0.8078.108')).toBeNull();
  });

  it('stops another major version with one line naming both versions and the redraw command', () => {
    const line = baselineBrowserMismatch('157.0.8100.2', '156.0.8078.108');
    expect(line).toContain('Chromium 156 (156.0.8078.108)');
    expect(line).toContain('Chromium 157.0.8100.2');
    expect(line).toContain('npm run test:visual:redraw');
    expect(line).not.toContain('\n');
  });
});
