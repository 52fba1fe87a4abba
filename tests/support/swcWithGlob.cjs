/**
 * Jest's transformer: @swc/jest, after turning Vite's `import.meta.glob(pattern, options)` into
 * a call of tests/support/glob.cjs, which finds the same files with Node's fs. So code that
 * collects modules by folder (resource descriptions) runs the same under Vite and under Jest.
 */
const path = require('node:path');
const { createTransformer: createSwc } = require('@swc/jest');

// The type argument may nest one level (`import.meta.glob<{ default: ComponentType<P> }>(…)`).
const GLOB =
  /import\.meta\.glob(?:<(?:[^<>()]|<[^<>()]*>)*>)?\(\s*(['"])([^'"]+)\1\s*(?:,\s*(\{[^}]*\}))?\s*\)/g;
const HELPER = JSON.stringify(path.join(__dirname, 'glob.cjs'));

function rewrite(source) {
  if (!source.includes('import.meta.glob')) return source;
  return source.replace(
    GLOB,
    (_match, _quote, pattern, options) =>
      `require(${HELPER}).glob(__dirname, ${JSON.stringify(pattern)}, ${options ?? '{}'})`,
  );
}

module.exports = {
  createTransformer(options) {
    const swc = createSwc(options);
    return {
      ...swc,
      process(source, file, config) {
        return swc.process(rewrite(source), file, config);
      },
      processAsync(source, file, config) {
        return swc.processAsync(rewrite(source), file, config);
      },
      getCacheKey(source, file, config) {
        return swc.getCacheKey(rewrite(source), file, config);
      },
    };
  },
};
