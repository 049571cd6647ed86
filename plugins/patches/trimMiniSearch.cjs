/**
 * Webpack loader for MiniSearch 7.2's ES build (minisearch/dist/es/index.js): the members of its
 * classes that the site's search (src/search/engine.ts) never calls are cut out, so the chunk
 * downloaded when search opens is smaller (issue 41, budget maxSearchOpenKiB).
 *
 * The site builds one index in the browser (`new MiniSearch`, `addAll`) and only searches it:
 * no removal, discarding, replacement or vacuuming of documents, no async adding, no
 * suggestions, no serialisation (toJSON, loadJSON, loadJS), no stored fields to read back; and
 * of the radix tree (SearchableMap), only the prefix view, lookups, fuzzy lookups, `fetch` and
 * iteration. A discarded document is the one thing `termResults` would clean up as it meets
 * it (`removeTerm`); with no way left to discard one, that call goes and the branch only skips.
 * All or nothing: when any member is not where it was, the file is left as it is (the loader
 * then fails the build, see plugins/compat/patchLoader.cjs).
 * Plain CommonJS: webpack loads loaders with require().
 */
const { patchLoader } = require('../compat/patchLoader.cjs');

/** Members cut out of each class, as MiniSearch 7.2.0 names them. */
const UNUSED = {
  SearchableMap: [
    'clear',
    'delete',
    'forEach',
    'has',
    'keys',
    'set',
    'size',
    'update',
    'values',
    'from',
    'fromObject',
  ],
  MiniSearch: [
    'addAllAsync',
    'remove',
    'removeAll',
    'discard',
    'maybeAutoVacuum',
    'discardAll',
    'replace',
    'vacuum',
    'conditionalVacuum',
    'performVacuuming',
    'vacuumConditionsMet',
    'isVacuuming',
    'dirtCount',
    'dirtFactor',
    'has',
    'getStoredFields',
    'autoSuggest',
    'documentCount',
    'termCount',
    'loadJSON',
    'loadJSONAsync',
    'getDefault',
    'loadJS',
    'loadJSAsync',
    'instantiateMiniSearch',
    'toJSON',
    'removeTerm',
    'warnDocumentChanged',
    'removeFieldLength',
  ],
};

/** The lazy clean-up of a discarded document in termResults, and what it becomes. */
const CLEAN_UP = /\n( +)this\.removeTerm\(fieldId, docId, derivedTerm\);\n/;

/** A class's body: from `class Name {` to the first `}` alone on a line. */
function classBody(source, name) {
  const start = source.indexOf(`\nclass ${name} {\n`);
  if (start < 0) return null;
  const end = source.indexOf('\n}\n', start);
  return end < 0 ? null : { start, end };
}

/** The class body without one member (its JSDoc stays: the minifier drops comments). */
function withoutMember(body, name) {
  const head = new RegExp(`\\n    (?:static )?(?:async )?(?:get )?${name}\\(`);
  const found = head.exec(body);
  if (!found) return null;
  // the member ends at the first `}` at its indent (the class's last one ends the body)
  const end = `${body}\n`.indexOf('\n    }\n', found.index);
  if (end < 0) return null;
  return body.slice(0, found.index) + body.slice(end + '\n    }'.length);
}

function trimMiniSearch(source) {
  let out = source;
  for (const [className, members] of Object.entries(UNUSED)) {
    const place = classBody(out, className);
    if (!place) return source;
    let body = out.slice(place.start, place.end);
    for (const member of members) {
      body = withoutMember(body, member);
      if (body === null) return source;
    }
    out = out.slice(0, place.start) + body + out.slice(place.end);
  }
  if (!CLEAN_UP.test(out)) return source;
  return out.replace(CLEAN_UP, '\n');
}

module.exports = patchLoader('trimMiniSearch', trimMiniSearch, "MiniSearch 7.2's class members");
module.exports.trimMiniSearch = trimMiniSearch;
module.exports.UNUSED = UNUSED;
