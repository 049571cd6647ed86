import type { PlaygroundStateApi } from '../usePlaygroundState';

/** What every group of controls receives: the state, its setters and the string lookup. */
export interface GroupProps extends Omit<PlaygroundStateApi, 'reset'> {
  t: (id: string, values?: Record<string, string | number>) => string;
}
