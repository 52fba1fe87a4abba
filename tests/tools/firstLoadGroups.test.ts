import { join } from 'node:path';
import { groupsOf, type ScannedChunk } from '../../scripts/firstLoadGroups';

const ROOT = '/project';
const AREAS = ['app/areas/DefaultArea.tsx', 'app/areas/PubArea.tsx', 'app/areas/PublicArea.tsx'];

/** A chunk of the scan: its file, the module it stands for, what it imports, what it holds. */
function chunk(
  fileName: string,
  facade: string | null,
  modules: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): ScannedChunk {
  return {
    fileName,
    facadeModuleId: facade && join(ROOT, facade),
    isEntry,
    imports,
    dynamicImports,
    moduleIds: modules,
  };
}

/**
 * A build split the default way: the entry imports a helper it shares with the app and loads the
 * app and the areas lazily; the areas share a frame; the portal reaches the list page lazily,
 * which imports a table the operators' area imports too.
 */
const CHUNKS = [
  chunk(
    'index.js',
    'index.html',
    ['main'],
    ['token.js'],
    ['boot.js', 'DefaultArea.js', 'PubArea.js', 'PublicArea.js'],
    true,
  ),
  chunk('token.js', null, ['token']),
  chunk('boot.js', 'app/boot.tsx', ['boot'], ['token.js', 'store.js']),
  chunk('store.js', null, ['store', 'reducers']),
  chunk('frame.js', null, ['frame'], ['store.js']),
  chunk('table.js', null, ['table']),
  chunk(
    'DefaultArea.js',
    'app/areas/DefaultArea.tsx',
    ['default'],
    ['frame.js', 'shell.js', 'table.js'],
  ),
  chunk('shell.js', null, ['shell', 'menu'], ['store.js']),
  chunk('PubArea.js', 'app/areas/PubArea.tsx', ['pub'], ['frame.js'], ['ListPage.js']),
  chunk('ListPage.js', 'app/engine/ListPage.tsx', ['list'], ['table.js']),
  chunk('PublicArea.js', 'app/areas/PublicArea.tsx', ['public'], ['store.js']),
];

describe('groupsOf', () => {
  const groups = groupsOf(CHUNKS, ROOT, AREAS);
  const group = (name: string) => [...(groups.get(name) ?? [])].sort();

  it('puts what the app imports statically in one group, leaving the entry as it was', () => {
    expect(group('boot')).toEqual(['boot', 'reducers', 'store']);
  });

  it('puts what both areas import statically in a group of its own', () => {
    expect(group('areas')).toEqual(['frame']);
  });

  it('gives each area what it alone reaches, and nothing another area loads, even lazily', () => {
    expect(group('DefaultArea')).toEqual(['default', 'menu', 'shell']);
    expect(group('PubArea')).toEqual(['pub']);
  });
});
