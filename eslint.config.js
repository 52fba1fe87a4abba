import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SOURCE_FILES = '*.{ts,tsx,js,mjs,cjs}';
/** Deeper than any source file of the project, so every file of a folder gets its rule. */
const MAX_DEPTH = 10;
/** Packages of the browser, the UI and app state, which the shared domain stays free of. */
const UI_PACKAGES = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@chakra-ui/*',
  '@emotion/*',
  'formik',
  'formik/*',
  'yup',
  'yup/*',
  'redux*',
  'react-redux',
  '@reduxjs/*',
];

/**
 * The start of a relative import that reaches the project root from a file `depth` folders
 * deep. Counting the climbs tells the top-level folders from namesakes inside a layer: from
 * `server/routes/`, `../app` is `server/app.ts` while `../../app/store` is the app.
 */
const ROOT = (depth) => `^(\\./)?(\\.\\./){${depth}}`;

/**
 * The import boundary of a top-level folder, as one config per depth of its files: `folders`
 * are top-level folders it must not import from, `onlyDomain` allows nothing outside the folder
 * but domain/, `packages` are packages it must not import.
 */
function boundary(folder, { folders = [], onlyDomain = false, packages = [] }) {
  return Array.from({ length: MAX_DEPTH }, (_, index) => {
    const depth = index + 1;
    const patterns = [];
    if (packages.length) {
      patterns.push({
        group: packages,
        message: `${folder}/ stays free of UI and state packages.`,
      });
    }
    if (folders.length) {
      patterns.push({
        regex: `${ROOT(depth)}(${folders.join('|')})(/|$)`,
        message: `${folder}/ must not import from ${folders.map((f) => `${f}/`).join(', ')}.`,
      });
    }
    if (onlyDomain) {
      patterns.push({
        regex: `^(\\./)?(\\.\\./){${depth},}(?!domain(/|$))`,
        message: `${folder}/ imports nothing from outside itself but domain/.`,
      });
    }
    return {
      files: [`${folder}/${'*/'.repeat(depth - 1)}${SOURCE_FILES}`],
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'coverage',
      'data',
      '.loki',
      'tools/loki',
      'test-results',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A component of its own chunk is a lazyChunk (design-system/lazyChunk.tsx): content
      // revealed after a Suspense fallback waits for up to 300 ms more.
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='react'] ImportSpecifier[imported.name='lazy']",
          message: 'Use lazyChunk (design-system) instead of React.lazy.',
        },
        {
          selector: "MemberExpression[object.name='React'][property.name='lazy']",
          message: 'Use lazyChunk (design-system) instead of React.lazy.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Layers: design-system/ and domain/ stand alone; the server shares only domain/ with the
  // app; the app and its sagas never reach into the server.
  ...boundary('design-system', { folders: ['app', 'sagas', 'server', 'domain', 'stories'] }),
  ...boundary('domain', {
    folders: ['app', 'server', 'design-system', 'sagas'],
    packages: UI_PACKAGES,
  }),
  ...boundary('server', { onlyDomain: true }),
  ...boundary('app', { folders: ['server'] }),
  ...boundary('sagas', { folders: ['server'] }),
  {
    // Benchmarks run part of their code inside the page (page.evaluate).
    files: ['scripts/bench-*.mjs', 'scripts/pageQuiet.cjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
