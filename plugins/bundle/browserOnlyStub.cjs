// What the server bundle gets for a package that runs in the browser only, on a visitor's action
// (plugins/bundle/serverBrowserOnly.ts): nothing. Exports webpack cannot list (it reads
// `module.exports = {}` as a module without exports, and refuses a named import of it), so an
// import may ask it for any name; a prerender that called one would fail.
const nothing = {};
module.exports = nothing;
