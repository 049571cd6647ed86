import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../.dumi/app';

// the page's strings: at once here, a chunk of its language in the browser build
const pageMessages = vi.hoisted(() => ({ ready: Promise.resolve() }));
vi.mock('../../../src/runtime/pageMessages', () => ({ ensurePageMessages: () => pageMessages.ready }));

type Internals = { ReactCurrentBatchConfig: { transition: unknown } };
const internals = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: Internals })
  .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;

describe("the render hook (.dumi/app.ts), which starts umi's first render", () => {
  afterEach(() => vi.useRealTimers());

  it('renders in the next task, inside a transition, so hydration yields to the browser', async () => {
    vi.useFakeTimers();
    const inTransition: boolean[] = [];
    render(() => inTransition.push(internals.ReactCurrentBatchConfig.transition !== null));
    expect(inTransition).toEqual([]);
    await vi.runAllTimersAsync();
    expect(inTransition).toEqual([true]);
    // and only there
    expect(internals.ReactCurrentBatchConfig.transition).toBeNull();
  });

  it("waits for the page's interface strings, and renders without them when their chunk fails", async () => {
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => undefined;
    pageMessages.ready = new Promise((_, reject) => {
      fail = reject;
    });
    const rendered: number[] = [];
    render(() => rendered.push(1));
    await vi.runAllTimersAsync();
    expect(rendered).toEqual([]);
    fail(new Error('Loading chunk 3 failed'));
    await vi.runAllTimersAsync();
    expect(rendered).toEqual([1]);
    pageMessages.ready = Promise.resolve();
  });
});
