import type { KeyboardEvent, MouseEvent } from 'react';
import { caretAtPoint, caretInCode } from './caretOffset';

/** A key that types something: where the visitor starts to write, the editor takes over. */
export function typesText(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Enter' || event.key === 'Backspace';
}

/**
 * The read-only code's ways into the editor: a tap in the code (not the end of a text selection,
 * which stays a selection to copy) opens it with the caret where the tap landed, and a key that
 * types opens it with the caret at the start.
 */
export function useEditTriggers(code: string, onEdit: (caret: number | null) => void) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const block = event.currentTarget.querySelector('pre');
    if (!block || !block.contains(event.target as Node)) return;
    if (window.getSelection()?.isCollapsed === false) return;
    const point = caretAtPoint(document, event.clientX, event.clientY);
    onEdit(point ? caretInCode(code, block, point.node, point.offset) : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !typesText(event)) return;
    event.preventDefault();
    onEdit(null);
  };
  return { onClick, onKeyDown };
}
