// The server bundle's stand-in for a browser-only package (serverBundle.ts): exports webpack
// cannot list (`module.exports = {}` would refuse a named import), so an import may ask any name.
const nothing = {};
module.exports = nothing;
