import type { Evaluate, ModuleFactory } from '../../liveDemo';
import { guardLoops, GUARD_NAME, type LoopGuard } from '../loopGuard';
import { lockScripts, setScriptSource } from './lockdown';

/** The global the evaluated script hands its modules to; set only while one script loads. */
const DEFINE = '__rcpSandboxDefine';

type Define = (factory: (guard: LoopGuard) => Record<string, ModuleFactory>) => void;

/**
 * The compiled modules, loop-guarded, as one classic script from a `blob:` address: one
 * CommonJS-style function per file, the guard passed in. A classic script, not a module script:
 * the frame's origin is opaque, and a module script from it would be a CORS request. The
 * runner page's CSP allows `blob:` scripts until this one has loaded (lockScripts); eval stays
 * forbidden. One run per frame: the page makes a new frame for the next.
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
        // the visitor's code is in; none of it has run yet, and no script loads after it
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
