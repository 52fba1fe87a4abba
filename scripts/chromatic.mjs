// `npm run chromatic`: publishes Storybook to Chromatic (the owner's review service) when
// CHROMATIC_PROJECT_TOKEN is set. Loki (`npm run test:visual`) stays the gate that runs here.
import { ROOT, run } from './lib.mjs';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing was published. Set it to the project token ' +
      'from chromatic.com and run `npm run chromatic` again.',
  );
  process.exit(2);
}
process.chdir(ROOT);
const code = await run('npx', [
  'chromatic',
  '--build-script-name',
  'build-storybook',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
process.exit(code);
