import type { CodeLanguage } from '../codeLanguage';
import { isTypeScriptFile, javaScriptName, type DemoFile } from '../files';

const conversions = new Map<string, Promise<string>>();

/** The compiler loads only once a visitor asks for JavaScript. */
export function convertToJavaScript(file: DemoFile): Promise<string> {
  let pending = conversions.get(file.code);
  if (!pending) {
    pending = import('../toJavaScript').then(({ toJavaScript }) => toJavaScript(file.code, file.name).trim());
    conversions.set(file.code, pending);
  }
  return pending;
}

/** TypeScript when it cannot be converted. */
export async function codeInLanguage(file: DemoFile, language: CodeLanguage): Promise<DemoFile> {
  if (language !== 'js' || !isTypeScriptFile(file.name)) return file;
  return { name: javaScriptName(file.name), code: await convertToJavaScript(file) };
}
