/** Taken at load, before any visitor code: the code may replace `Object.defineProperty`. */
const defineProperty = Object.defineProperty;

/** Sets a property for good: not writable, not configurable (the runner's lockdown and address hold). */
export function seal(target: object, name: string, value: unknown): void {
  defineProperty(target, name, { value, writable: false, configurable: false, enumerable: false });
}
