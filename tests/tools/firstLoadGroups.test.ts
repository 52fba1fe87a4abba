import { join } from 'node:path';
import { groupsOf, type ScannedChunk } from '../../scripts/firstLoadGroups';

const ROOT = '/project';
const AREAS = ['app/areas/DefaultArea.tsx', 'app/areas/PubArea.tsx', 'app/areas/PublicArea.tsx'];

/**
 * A chunk of the scan: its file, the source file it stands for (its first module), the other
 * modules it holds, and what it imports.
 */
function chunk(
  fileName: string,
  source: string | null,
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): ScannedChunk {
  const facade = source && join(ROOT, source);
  return {
    fileName,
    facadeModuleId: facade,
    isEntry,
    imports,
    dynamicImports,
    moduleIds: facade ? [facade, ...modules] : modules,
  };
}

/**
 * A build split the default way: the entry imports a helper it shares with the app and loads the
 * app and the areas lazily; the areas share a frame; the portal reaches a list page lazily, which
 * imports a table the operators' area imports too; the engine's page went into a shared chunk.
 */
const CHUNKS = [
  chunk(
    'index.js',
    'index.html',
    [],
    ['token.js'],
    ['boot.js', 'DefaultArea.js', 'PubArea.js', 'PublicArea.js'],
    true,
  ),
  chunk('token.js', null, ['token']),
  chunk('boot.js', 'app/boot.tsx', [], ['token.js', 'store.js']),
  chunk('store.js', null, ['store', 'reducers']),
  chunk('frame.js', null, ['frame'], ['store.js']),
  chunk('table.js', null, ['table']),
  chunk('DefaultArea.js', 'app/areas/DefaultArea.tsx', [], ['frame.js', 'shell.js', 'table.js']),
  chunk('shell.js', null, ['shell', 'menu'], ['store.js']),
  chunk('PubArea.js', 'app/areas/PubArea.tsx', [], ['frame.js', 'form.js'], ['ListPage.js']),
  chunk('form.js', null, ['form']),
  chunk('ListPage.js', 'app/portal/ListPage.tsx', [], ['table.js']),
  chunk('PublicArea.js', 'app/areas/PublicArea.tsx', [], ['store.js']),
  chunk(
    'cells.js',
    null,
    [join(ROOT, 'app/engine/ResourcePage.tsx'), 'cells'],
    ['form.js', 'grid.js'],
  ),
  chunk('grid.js', null, ['grid']),
];

describe('groupsOf', () => {
  const groups = groupsOf(CHUNKS, ROOT, AREAS);
  const group = (name: string) =>
    [...(groups.get(name) ?? [])].map((id) => id.replace(`${ROOT}/`, '')).sort();

  it('puts what the app imports statically in one group, leaving the entry as it was', () => {
    expect(group('boot')).toEqual(['app/boot.tsx', 'reducers', 'store']);
  });

  it('puts what both areas import statically in a group of its own', () => {
    expect(group('areas')).toEqual(['frame']);
  });

  it('gives each area what it alone reaches, and nothing another area loads, even lazily', () => {
    expect(group('DefaultArea')).toEqual(['app/areas/DefaultArea.tsx', 'menu', 'shell']);
    expect(group('PubArea')).toEqual(['app/areas/PubArea.tsx', 'form']);
  });

  it('gives the engine page what it imports that no area loads, from the chunk holding it', () => {
    expect(group('ResourcePage')).toEqual(['app/engine/ResourcePage.tsx', 'cells', 'grid']);
  });
});
