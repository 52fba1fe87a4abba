/**
 * `import.meta.glob` for Jest (see swcWithGlob.cjs): the files matching a relative pattern whose
 * `*` stand for one path segment, keyed by the pattern's relative path as Vite keys them (from
 * `base` when given); lazy loaders by default, the modules themselves with `eager: true`, one
 * export with `import`.
 */
const fs = require('node:fs');
const path = require('node:path');

function expand(dir, segments) {
  const [first, ...rest] = segments;
  if (first === undefined) return [dir];
  if (first === '.' || first === '..') return expand(path.join(dir, first), rest);
  if (!first.includes('*')) {
    const next = path.join(dir, first);
    return fs.existsSync(next) ? expand(next, rest) : [];
  }
  const matcher = new RegExp(
    `^${first.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
  );
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => matcher.test(name))
    .sort()
    .flatMap((name) => expand(path.join(dir, name), rest));
}

exports.glob = function glob(dirname, pattern, options = {}) {
  const files = expand(dirname, pattern.split('/'));
  const result = {};
  for (const file of files) {
    const base = options.base ? path.resolve(dirname, options.base) : dirname;
    let key = path.relative(base, file).split(path.sep).join('/');
    if (!key.startsWith('.')) key = `./${key}`;
    const load = () => {
      const loaded = require(file);
      return options.import ? loaded[options.import] : loaded;
    };
    result[key] = options.eager ? load() : () => Promise.resolve(load());
  }
  return result;
};
