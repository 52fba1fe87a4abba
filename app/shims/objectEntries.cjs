// node-polyglot requires the `object.entries` polyfill, which brings ES spec helpers
// (get-intrinsic and more, about 5 KB gzip) into the first load; every browser we support has
// Object.entries itself. vite.config.ts points the package here.
module.exports = Object.entries;
