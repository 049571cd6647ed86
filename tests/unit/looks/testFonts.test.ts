import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import { fontconfigText, TEST_FONTS } from '../../../scripts/test-fonts.mjs';

const ROOT = path.resolve(__dirname, '../../..');
const text = fontconfigText(ROOT);
const dirs = [...text.matchAll(/<dir>([^<]+)<\/dir>/g)].map((match) => match[1]);

describe("the test browser's fontconfig file", () => {
  it('reads only TrueType files of the pinned packages, each folder installed', () => {
    expect(dirs.length).toBeGreaterThan(0);
    for (const dir of dirs) {
      expect(dir.startsWith(path.join(ROOT, 'node_modules', '@expo-google-fonts'))).toBe(true);
      expect(existsSync(dir), dir).toBe(true);
      expect(readdirSync(dir).filter((file) => file.endsWith('.ttf')), dir).toHaveLength(1);
    }
  });

  it("includes none of the system's configuration or font folders", () => {
    expect(text).not.toMatch(/<include|prefix="xdg"|\/usr\/share\/fonts|<dir>~/);
  });

  it('pins each font package exactly in package.json', () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    for (const font of Object.values(TEST_FONTS)) {
      expect(manifest.devDependencies[font.package], font.package).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });

  it("maps every face of the site's Chinese stack onto the pinned Chinese font", () => {
    const css = readFileSync(path.join(ROOT, 'src/styles/typography.css'), 'utf8');
    const stack = /--site-font-zh:([^;]+);/.exec(css)?.[1] ?? '';
    const faces = stack.split(',').map((face) => face.trim().replace(/^'|'$/g, ''));
    expect(faces.length).toBeGreaterThan(1);
    for (const face of faces.filter((name) => name !== 'sans-serif')) {
      expect(TEST_FONTS.chinese.aliases, face).toContain(face);
    }
  });
});
