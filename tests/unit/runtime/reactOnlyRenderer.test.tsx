import { cleanup, render } from '@testing-library/react';
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRenderer } from '../../../src/runtime/reactOnlyRenderer';

afterEach(cleanup);

function Probe(props: Parameters<typeof useRenderer>[0]) {
  const { canvasRef } = useRenderer(props);
  return <div ref={canvasRef} data-testid="canvas" />;
}

describe("reactOnlyRenderer (dumi's useRenderer for a React-only site)", () => {
  it('hands out the canvas ref for a React demo', () => {
    const { getByTestId } = render(<Probe id="docs-demo-basic" renderOpts={{}} />);
    expect(getByTestId('canvas')).toBeTruthy();
  });

  it('fails loudly for a demo that needs another renderer', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe id="docs-demo-vue" renderOpts={{ renderer: () => {} }} />)).toThrow(
      /docs-demo-vue needs a non-React renderer/,
    );
    quiet.mockRestore();
  });

  it("offers what dumi's own hook offers (the names its callers destructure)", () => {
    const file = createRequire(__filename).resolve('dumi/dist/client/theme-api/useRenderer.d.ts');
    const declared = readFileSync(file, 'utf8');
    expect(declared).toMatch(/export declare const useRenderer/);
    expect(declared).toMatch(/canvasRef:/);
    expect(declared).toMatch(/setComponent:/);
  });
});
