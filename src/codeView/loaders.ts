/** The compiler that turns a TypeScript demo into JavaScript (sucrase), loaded on demand. */
export const loadToJavaScript = () => import('./toJavaScript');
