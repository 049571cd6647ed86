/*
 * Each installed release's `PaginationProps` without the TypeScript checker (./paginationTypes.ts)
 * on every build: ./releaseProps.stored.json keeps its answer beside what it read (each release's
 * version and `interface.d.ts` hash, `@types/react`'s and `typescript`'s versions), taken while
 * these match (maintainers/versions.md). A vitest file snapshot: `npx vitest run -u
 * tests/unit/versions/releasePropsFile.test.ts` writes it afresh (`.stored`: Node's
 * `require('./releaseProps')` would find a `releaseProps.json` first).
 */
import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { RELEASES, type ReleaseId } from '../../src/versions/releases';
import { interfaceDtsOf, readReleaseProps, type DeclaredProps } from './paginationTypes';

/** The stored answer, beside this module. */
export const RELEASE_PROPS_FILE = path.join(__dirname, 'releaseProps.stored.json');

/** What the checker's answer depends on, as installed under `root`. */
export interface ReadFrom {
  typescript: string;
  '@types/react': string;
  releases: Record<string, { package: string; 'interface.d.ts': string }>;
}

export interface StoredReleaseProps {
  readFrom: ReadFrom;
  props: Record<string, { names: string[]; types: Record<string, string> }>;
}

const versionOf = (root: string, name: string): string =>
  (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

const sha256 = (file: string): string => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** The installed packages the checker reads. */
export function readFrom(root: string): ReadFrom {
  return {
    typescript: versionOf(root, 'typescript'),
    '@types/react': versionOf(root, '@types/react'),
    releases: Object.fromEntries(
      RELEASES.map((release) => [
        release.id,
        {
          package: `${release.pkg}@${versionOf(root, release.alias)}`,
          'interface.d.ts': sha256(interfaceDtsOf(root, release.alias)),
        },
      ]),
    ),
  };
}

/** The checker's answer in the stored form (what the test writes to RELEASE_PROPS_FILE). */
export function toStored(from: ReadFrom, declared: Readonly<Record<ReleaseId, DeclaredProps>>): StoredReleaseProps {
  return {
    readFrom: from,
    props: Object.fromEntries(
      RELEASES.map(({ id }) => [id, { names: declared[id].names, types: Object.fromEntries(declared[id].types) }]),
    ),
  };
}

/** The stored answer, when it was read from exactly the packages installed now; else null. */
export function storedReleaseProps(
  from: ReadFrom,
  stored: StoredReleaseProps | null,
): Record<ReleaseId, DeclaredProps> | null {
  if (!stored || JSON.stringify(stored.readFrom) !== JSON.stringify(from)) return null;
  if (!RELEASES.every(({ id }) => stored.props[id])) return null;
  return Object.fromEntries(
    RELEASES.map(({ id }) => {
      const { names, types } = stored.props[id];
      return [id, { names: [...names], types: new Map(Object.entries(types)) }];
    }),
  ) as Record<ReleaseId, DeclaredProps>;
}

function readStoredFile(): StoredReleaseProps | null {
  try {
    return JSON.parse(fs.readFileSync(RELEASE_PROPS_FILE, 'utf8')) as StoredReleaseProps;
  } catch {
    return null;
  }
}

/** Each release's props: the stored answer when it still holds, else the checker's. */
export function releaseProps(
  root: string,
  stored: StoredReleaseProps | null = readStoredFile(),
): Record<ReleaseId, DeclaredProps> {
  const known = storedReleaseProps(readFrom(root), stored);
  return known ?? readReleaseProps(root);
}
