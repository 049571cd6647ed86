/**
 * Checks the installed dependencies against plugins/compat/registry.cjs: each package's version
 * against the range its patches were written for, and each patch's expectation against the
 * installed file. `locate` and `readFile` are parameters so a test can point one patch at a
 * drifted temporary copy (node_modules is never edited).
 * Plain CommonJS: the umi plugin and the tests both require it.
 */
const fs = require('fs');
const path = require('path');
const semver = require('semver');
const { PATCHES } = require('./registry.cjs');

/** A package's folder as resolved from `from`. */
function resolvePackage(name, from) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
}

/** The installed package's directory, resolved along `via` from the project root. */
function packageDir(entry, root) {
  let dir = root;
  for (const name of [...(entry.via ?? []), entry.package]) dir = resolvePackage(name, dir);
  return dir;
}

function defaultLocate(entry, root) {
  return path.join(packageDir(entry, root), entry.file);
}

function defaultVersion(entry, root) {
  return JSON.parse(fs.readFileSync(path.join(packageDir(entry, root), 'package.json'), 'utf8')).version;
}

/**
 * Returns one problem per patch that no longer fits: `{ name, file, message }`, the message
 * naming the patch, the file and what to do. An empty list means every patch still applies.
 */
function checkCompat({
  root = process.cwd(),
  patches = PATCHES,
  locate = defaultLocate,
  version = defaultVersion,
  readFile = (file) => fs.readFileSync(file, 'utf8'),
} = {}) {
  const problems = [];
  for (const entry of patches) {
    const where = `${entry.package}/${entry.file}`;
    const todo = `update or remove the patch (${entry.source}) and its entry in plugins/compat/registry.cjs; see plugins/README.md`;
    let file;
    let source;
    try {
      file = locate(entry, root);
      source = readFile(file);
    } catch (error) {
      problems.push({ name: entry.name, file: where, message: `${entry.name}: ${where} is missing (${error.message}); ${todo}` });
      continue;
    }
    const installed = version(entry, root);
    if (!semver.satisfies(installed, entry.range)) {
      problems.push({
        name: entry.name,
        file: where,
        message: `${entry.name}: written for ${entry.package}@${entry.range}, ${installed} is installed; check ${where} and ${todo}`,
      });
    }
    if (!entry.check(source)) {
      problems.push({
        name: entry.name,
        file: where,
        message: `${entry.name}: ${where} no longer has ${entry.expects}; without this patch the site is ${entry.impact}. ${todo[0].toUpperCase()}${todo.slice(1)}.`,
      });
    }
  }
  return problems;
}

/** The report printed (dev server) or thrown (production build) when problems were found. */
function formatProblems(problems) {
  const rule = '='.repeat(72);
  return [rule, `${problems.length} dependency patch(es) no longer match the installed files:`, ...problems.map((p) => `  - ${p.message}`), rule].join('\n');
}

/**
 * The registry as the Markdown table maintainers/patch-gains.md shows (between its `registry`
 * markers): `node plugins/compat/check.cjs --table` prints it, tests/unit/build/compat.test.ts
 * fails when the notes' copy differs.
 */
function registryTable(patches = PATCHES) {
  const cell = (text) => String(text).replace(/\|/g, '\\|');
  return [
    '| Patch | Kind | Package (range) | File | Without it |',
    '| --- | --- | --- | --- | --- |',
    ...patches.map((entry) =>
      `| ${[`${entry.name} (${entry.source})`, entry.kind, `${entry.package} ${entry.range}`, entry.file, entry.impact].map(cell).join(' | ')} |`,
    ),
  ].join('\n');
}

module.exports = { checkCompat, formatProblems, packageDir, registryTable };

if (require.main === module && process.argv.includes('--table')) console.log(registryTable());
