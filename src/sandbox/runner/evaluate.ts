import type { Evaluate, ModuleFactory } from '../../liveDemo';
import { guardLoops, GUARD_NAME, type LoopGuard } from '../loopGuard';
import { lockScripts, setScriptSource } from './lockdown';

/** Set only while one script loads. */
const DEFINE = '__rcpSandboxDefine';

type Define = (factory: (guard: LoopGuard) => Record<string, ModuleFactory>) => void;

/**
 * The compiled modules as one classic `blob:` script (a module script from an opaque origin would need
 * CORS); the runner's CSP allows it until lockScripts. One run per frame.
 */
export function evaluateGuarded(guard: LoopGuard): Evaluate {
  return (modules) => {
    const body = modules
      .map(({ name, code }) => `${JSON.stringify(name)}: function (require, module, exports) {\n${guardLoops(code)}\n}`)
      .join(',\n');
    const source = `${DEFINE}(function (${GUARD_NAME}) {\nreturn {\n${body}\n};\n});\n`;
    const url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const global = window as unknown as Record<string, Define | undefined>;
    return new Promise<Record<string, ModuleFactory>>((resolve, reject) => {
      let defined: Record<string, ModuleFactory> | null = null;
      let refused: string | null = null;
      const onError = (event: ErrorEvent) => {
        if (event.filename === url) refused = event.message;
      };
      const script = document.createElement('script');
      const done = () => {
        window.removeEventListener('error', onError);
        delete global[DEFINE];
        URL.revokeObjectURL(url);
        script.remove();
      };
      global[DEFINE] = (factory) => {
        defined = factory(guard);
      };
      window.addEventListener('error', onError);
      script.onload = () => {
        done();
        lockScripts();
        if (defined) resolve(defined);
        else reject(new SyntaxError((refused ?? 'The code could not be read').replace(/^Uncaught SyntaxError: /, '')));
      };
      script.onerror = () => {
        done();
        reject(new Error('The code could not be loaded'));
      };
      setScriptSource(script, url);
      document.head.appendChild(script);
    });
  };
}
