/**
 * Checks the installed dependencies against plugins/compat/registry.cjs: each file's package
 * version against its range and its expectation against the installed file. `locate` and
 * `readFile` are parameters so a test can point one file at a drifted copy (node_modules is never edited).
 */
const fs = require('fs');
const path = require('path');
const semver = require('semver');
const { PATCHES } = require('./registry.cjs');

/** The folder of `file.package`, resolved from `root` through each package of `file.via` in turn. */
function packageDir(file, root) {
  let dir = root;
  for (const name of [...(file.via ?? []), file.package]) {
    dir = path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
  }
  return dir;
}

/** The installed copy of one of an entry's files. */
function installedPath(file, root) {
  return path.join(packageDir(file, root), file.file);
}

function defaultVersion(file, root) {
  return JSON.parse(fs.readFileSync(path.join(packageDir(file, root), 'package.json'), 'utf8')).version;
}

/**
 * Returns one problem per file that no longer fits its entry: `{ name, file, message }`, the
 * message naming the entry, the file and what to do. An empty list means every patch still applies.
 * `locate(file, root, entry)` and `version(file, root)` take one of an entry's files.
 */
function checkCompat({
  root = process.cwd(),
  patches = PATCHES,
  locate = installedPath,
  version = defaultVersion,
  readFile = (file) => fs.readFileSync(file, 'utf8'),
} = {}) {
  const problems = [];
  for (const entry of patches) {
    const todo = `update or remove the patch (${entry.source}) and its entry in plugins/compat/registry.cjs; see plugins/README.md`;
    for (const file of entry.files) {
      const where = `${file.package}/${file.file}`;
      const problem = (message) => problems.push({ name: entry.name, file: where, message });
      let source;
      try {
        source = readFile(locate(file, root, entry));
      } catch (error) {
        problem(`${entry.name}: ${where} is missing (${error.message}); ${todo}`);
        continue;
      }
      const installed = version(file, root);
      if (!semver.satisfies(installed, file.range)) {
        problem(`${entry.name}: written for ${file.package}@${file.range}, ${installed} is installed; check ${where} and ${todo}`);
      }
      if (!file.check(source)) {
        problem(
          `${entry.name}: ${where} no longer has ${file.expects}; without this patch the site is ${entry.impact}. ${todo[0].toUpperCase()}${todo.slice(1)}.`,
        );
      }
    }
  }
  return problems;
}

/** The report printed (dev server) or thrown (production build) when problems were found. */
function formatProblems(problems) {
  const rule = '='.repeat(72);
  return [rule, `${problems.length} dependency patch(es) no longer match the installed files:`, ...problems.map((p) => `  - ${p.message}`), rule].join('\n');
}

const cell = (text) => String(text).replace(/\|/g, '\\|');
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;

/** The registry, one row per entry, its files each with package and range (the notes' `registry` section). */
function registryTable(patches = PATCHES) {
  return [
    '| Patch | Kind | Files (package range: file) | Without it |',
    '| --- | --- | --- | --- |',
    ...patches.map((entry) =>
      row([
        `${entry.name} (${entry.source})`,
        entry.kind,
        entry.files.map((file) => `${file.package} ${file.range}: ${file.file}`).join('; '),
        entry.impact,
      ]),
    ),
  ].join('\n');
}

/** A measured gain as the table shows it. */
function formatGain(gain) {
  const parts = [];
  if (gain.firstLoadKiBGz) {
    const kinds = Object.entries(gain.firstLoadKiBGz).map(([kind, kib]) => `${kind} ${kib}`);
    parts.push(`first load, KiB gz: ${kinds.join(', ')}`);
  }
  if (gain.buildSeconds !== undefined) parts.push(`cold build: ${gain.buildSeconds} s`);
  if (gain.devStartSeconds !== undefined) parts.push(`cold dev start: ${gain.devStartSeconds} s`);
  return parts.join('; ');
}

/** Each entry with a measured gain: what it buys, the gain, how to take it out (the notes' `gains` section). */
function gainsTable(patches = PATCHES) {
  return [
    '| Patch or stand-in | What it buys | Measured | How to take it out |',
    '| --- | --- | --- | --- |',
    ...patches.filter((entry) => entry.gain).map((entry) => row([entry.name, entry.buys, formatGain(entry.gain), entry.removal])),
  ].join('\n');
}

/** The notes that show both tables, between `<!-- registry:start -->`/`<!-- gains:start -->` markers. */
const NOTES = path.join(__dirname, '../../maintainers/patch-gains.md');

/** `markdown` with its `registry` and `gains` sections written from the registry. */
function fillTables(markdown, patches = PATCHES) {
  const tables = { registry: registryTable(patches), gains: gainsTable(patches) };
  return markdown.replace(
    /(<!-- (registry|gains):start[^>]*-->\n)[\s\S]*?(<!-- \2:end -->)/g,
    (_, start, name, end) => `${start}${tables[name]}\n${end}`,
  );
}

module.exports = { checkCompat, formatProblems, installedPath, packageDir, registryTable, gainsTable, fillTables, NOTES };

// `node plugins/compat/check.cjs --write` writes both tables into the notes
if (require.main === module && process.argv.includes('--write')) {
  fs.writeFileSync(NOTES, fillTables(fs.readFileSync(NOTES, 'utf8')));
}
