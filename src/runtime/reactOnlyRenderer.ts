/**
 * Stands in for dumi's useRenderer, which costs 3.5 KiB gzipped for other frameworks' demos: every demo
 * here is React, so it hands out the canvas ref and a demo asking for a renderer fails loudly.
 */
import { useRef, useState } from 'react';

interface RendererOptions {
  id: string;
  component?: unknown;
  renderOpts?: { renderer?: unknown } | null;
  onResolved?: () => void;
}

export const useRenderer = ({ id, component, renderOpts }: RendererOptions) => {
  if (renderOpts?.renderer) {
    throw new Error(`Demo ${id} needs a non-React renderer, which this site does not ship.`);
  }
  const canvasRef = useRef<HTMLDivElement>(null);
  const [, setComponent] = useState(component ?? null);
  return { canvasRef, setComponent };
};
