/**
 * Makes a webpack loader from a pure patch of one dependency's file. A patch that changes nothing
 * means the dependency changed under it: a production build fails with the patch's name, the dev
 * server warns (this catches a file changed since plugins/compat/plugin.ts checked it).
 */
function patchLoader(name, patch, expected) {
  return function loader(source) {
    const patched = patch(source);
    if (patched === source) {
      const message = `${name}: ${expected} not found in ${this.resourcePath}; update the patch (see plugins/README.md)`;
      if (this.mode === 'production' || process.env.NODE_ENV === 'production') throw new Error(message);
      console.warn(`\x1b[1;33m[compat] ${message}\x1b[0m`);
      this.emitWarning(new Error(message));
    }
    return patched;
  };
}

module.exports = { patchLoader };
