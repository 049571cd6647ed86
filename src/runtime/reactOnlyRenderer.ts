/**
 * Stands in for dumi's useRenderer (plugins/patches/index.ts aliases it here). dumi's hook mounts
 * demos of other frameworks (Vue...) through a `renderer` in the demo's render options; for a
 * React demo it does nothing, yet it costs every page 3.5 KiB gzipped of script (its compiled
 * async code brings a regenerator runtime). Every demo of this site is React, so the hook only
 * hands out the canvas ref dumi expects, and a demo that asks for a renderer fails loudly.
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
