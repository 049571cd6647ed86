// @vitest-environment node
import { readFileSync } from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { BASELINE_STRAY_PIXELS } from '../../e2e/looks/compareShots';

type Png = { width: number; height: number; data: Buffer };
const require = createRequire(__filename);
const { PNG } = require('playwright-core/lib/utilsBundle') as {
  PNG: {
    sync: {
      read(buffer: Buffer): Png;
      write(png: Png, options: object): Buffer;
    };
  };
};
const { getComparator } = require('playwright-core/lib/utils') as {
  getComparator(mime: 'image/png'): (a: Buffer, b: Buffer, o: object) => { errorMessage: string } | null;
};

const BASELINE = path.join(__dirname, '../../e2e/__screenshots__/visual.spec.ts/home-light-1280.png');
const OPTIONS = { threshold: 0.2, maxDiffPixels: BASELINE_STRAY_PIXELS };
/** The part of the baseline compared: its top left 480 × 320, header and title (a whole picture's diff encodes slowly). */
const WIDTH = 480;
const HEIGHT = 320;

/** The part of the baseline, with a rectangle painted a strong red. */
function picture(paint?: { x: number; y: number; width: number; height: number }): Buffer {
  const whole = PNG.sync.read(readFileSync(BASELINE));
  const data = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let row = 0; row < HEIGHT; row++)
    whole.data.copy(data, row * WIDTH * 4, row * whole.width * 4, (row * whole.width + WIDTH) * 4);
  if (paint) {
    for (let row = paint.y; row < paint.y + paint.height; row++) {
      for (let column = paint.x; column < paint.x + paint.width; column++)
        data.set([220, 0, 0, 255], (row * WIDTH + column) * 4);
    }
  }
  return PNG.sync.write({ width: WIDTH, height: HEIGHT, data }, { deflateLevel: 1, filterType: 0 });
}

describe('a picture compared with its baseline', () => {
  const baseline = picture();
  const compare = (actual: Buffer) => getComparator('image/png')(actual, baseline, OPTIONS);

  it('passes with a few dozen stray pixels, as a busy machine draws now and then', () => {
    expect(compare(picture())).toBeNull();
    expect(compare(picture({ x: 300, y: 200, width: 11, height: 2 }))).toBeNull();
    expect(compare(picture({ x: 100, y: 100, width: 5, height: 11 }))).toBeNull();
  });

  it('fails on a visible change: a line of text recoloured, a control moved, a border', () => {
    expect(compare(picture({ x: 200, y: 100, width: 120, height: 16 }))?.errorMessage).toMatch(/pixels/);
    expect(compare(picture({ x: 0, y: 300, width: WIDTH, height: 1 }))?.errorMessage).toMatch(/pixels/);
    expect(compare(picture({ x: 300, y: 200, width: 32, height: 32 }))?.errorMessage).toMatch(/pixels/);
  });
});
