import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../.dumi/app';

type Internals = { ReactCurrentBatchConfig: { transition: unknown } };
const internals = (React as unknown as { __SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: Internals })
  .__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;

describe("the render hook (.dumi/app.ts), which starts umi's first render", () => {
  afterEach(() => vi.useRealTimers());

  it('renders in the next task, inside a transition, so hydration yields to the browser', () => {
    vi.useFakeTimers();
    const inTransition: boolean[] = [];
    render(() => inTransition.push(internals.ReactCurrentBatchConfig.transition !== null));
    expect(inTransition).toEqual([]);
    vi.runAllTimers();
    expect(inTransition).toEqual([true]);
    // and only there
    expect(internals.ReactCurrentBatchConfig.transition).toBeNull();
  });
});
