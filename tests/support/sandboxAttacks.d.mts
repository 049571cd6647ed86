/** Types for sandboxAttacks.mjs, for the TypeScript specs that import it. */
export const COVER_WITH_BODY_ELEMENT: string;
export const COVER_WITH_MARGIN: string;
export const CLIPBOARD_SWAP: string;
export const CLIPBOARD_REFUSED: string;
export const MESSAGE_FLOOD: string;
export const BUSY_WITH_YIELDS: string;
export function countFramePostsRead(): void;
export const PORT_THIEF: string;
export const EVENT_THIEF: string;
export const TALL_TRAP: string;
export const BUSY_NATIVE: string;
export const SELECTION_SWAP: string;
