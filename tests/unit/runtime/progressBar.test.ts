import nprogress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { configureProgressBar } from '../../../src/runtime/progressBar';

describe('the loading bar', () => {
  afterEach(() => {
    nprogress.remove();
  });

  it('draws no made-up ARIA roles (nprogress 0.2.0 writes role="bar" and role="spinner")', () => {
    configureProgressBar();
    nprogress.start();
    const bar = document.getElementById('nprogress');
    expect(bar?.querySelector('.bar')).not.toBeNull();
    expect(bar?.querySelector('.spinner')).not.toBeNull();
    expect(bar?.querySelectorAll('[role]')).toHaveLength(0);
    // nprogress still finds and moves its bar
    nprogress.set(0.5);
    expect((bar?.querySelector('.bar') as HTMLElement).style.transform).toContain('-50%');
  });
});
