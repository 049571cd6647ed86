/** Taken at load, before any visitor code: the code may replace `Object.defineProperty`. */
const defineProperty = Object.defineProperty;

/** Not writable, not configurable. */
export function seal(target: object, name: string, value: unknown): void {
  defineProperty(target, name, { value, writable: false, configurable: false, enumerable: false });
}
