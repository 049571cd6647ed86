/*
 * Each installed release's `PaginationProps` for the API table's Releases column, without the
 * TypeScript checker on every build and dev start.
 *
 * The checker (./paginationTypes.ts) reads four releases' `lib/interface.d.ts` with React's
 * types: 1.6 s of a cold build's main thread (2.5 s of CPU). What it reads depends only on the
 * installed packages, so ./releaseProps.stored.json keeps its answer beside what it was read
 * from: each release's package and version with its `interface.d.ts`'s SHA-256, and the versions
 * of `@types/react` (the inherited ARIA members) and `typescript`. The build takes the stored
 * answer when all of these match what is installed, and asks the checker otherwise.
 *
 * The file is a vitest file snapshot (tests/unit/versions/releasePropsFile.test.ts): the test
 * fails when the checker reads anything else from the installed packages, and
 * `npx vitest run -u tests/unit/versions/releasePropsFile.test.ts` writes it afresh. (Not
 * `releaseProps.json`: Node's `require('./releaseProps')` would find that before this file.)
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
