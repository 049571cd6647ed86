import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { parseQuery, toQuery, type PlaygroundState } from './state';
import { browserLocation, createUrlWriter, type QueryLocation } from './urlWriter';

export type StateChange =
  | Partial<PlaygroundState>
  | ((state: PlaygroundState) => Partial<PlaygroundState>);

export interface PlaygroundStateApi {
  state: PlaygroundState;
  /** a discrete change: one new history entry */
  update(change: StateChange): void;
  /** a keystroke in a number or text field: written to the address once typing pauses */
  type(field: string, change: StateChange): void;
  reset(): void;
}

/**
 * The playground's state, kept in the query string. The first render uses `defaults` (what the
 * prerendered page shows); the address is read after mount and again on back and forward.
 * `defaults` must keep its identity between renders (memoise it).
 */
export function usePlaygroundState(
  defaults: PlaygroundState,
  location: QueryLocation = browserLocation,
): PlaygroundStateApi {
  const [state, setState] = useState(defaults);
  // the latest state, also between a change and its render, so two changes in one event add up
  const latest = useRef(state);
  const writer = useMemo(() => createUrlWriter(location), [location]);

  useEffect(() => {
    const restore = () => {
      writer.cancel();
      latest.current = parseQuery(location.read(), defaults);
      setState(latest.current);
    };
    restore();
    const stopListening = location.onPop(restore);
    return () => {
      stopListening();
      // leaving the page: a pending write would land on the next page's address
      writer.cancel();
    };
  }, [defaults, location, writer]);

  const apply = useCallback((change: StateChange) => {
    const next = { ...latest.current, ...(typeof change === 'function' ? change(latest.current) : change) };
    latest.current = next;
    setState(next);
    return toQuery(next, defaults);
  }, [defaults]);

  return {
    state,
    update: useCallback((change) => writer.push(apply(change)), [apply, writer]),
    type: useCallback((field, change) => writer.type(field, apply(change)), [apply, writer]),
    reset: useCallback(() => writer.push(apply(defaults)), [apply, defaults, writer]),
  };
}
