import { ESLint, type Linter } from 'eslint';
import { join } from 'node:path';

// The import boundaries of eslint.config.js, and its ban of React.lazy, checked on one-line files
// placed in each folder.
// The config is handed over already loaded: ESLint's own loading uses import(), which Jest's
// CommonJS sandbox refuses.
const config = jest.requireActual<{ default: Linter.Config[] }>('../../eslint.config.js').default;
const eslint = new ESLint({
  cwd: join(__dirname, '../..'),
  overrideConfigFile: true,
  overrideConfig: config,
});

/** The boundary errors ESLint reports for `code` written in `filePath` (from the root). */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('import boundaries', () => {
  it.each([
    ['design-system/Probe/Probe.tsx', '../../app/store'],
    ['design-system/Probe/Probe.tsx', '../../sagas/session'],
    ['design-system/Probe/Probe.tsx', '../../server/app'],
    ['design-system/Probe/Probe.tsx', '../../domain/engine/text'],
    ['design-system/probe.ts', '../stories/design-system/Exception.stories'],
    ['domain/engine/probe.ts', 'react'],
    ['domain/engine/probe.ts', 'react-dom/client'],
    ['domain/engine/probe.ts', '@chakra-ui/react'],
    ['domain/engine/probe.ts', '@emotion/react'],
    ['domain/engine/probe.ts', 'formik'],
    ['domain/engine/probe.ts', 'yup'],
    ['domain/engine/probe.ts', 'redux'],
    ['domain/engine/probe.ts', 'redux-saga/effects'],
    ['domain/resources/hpfm/probe.ts', '../../../app/services/types'],
    ['domain/engine/probe.ts', '../../server/engine/service'],
    ['domain/engine/probe.ts', '../../design-system'],
    ['domain/engine/probe.ts', '../../sagas/session'],
    ['server/routes/probe.ts', '../../app/services/types'],
    ['server/routes/probe.ts', '../../design-system'],
    ['server/routes/probe.ts', '../../sagas/session'],
    ['server/probe.ts', '../stories/design-system/Exception.stories'],
    ['server/engine/probe.ts', '../../tests/support/fakeApi'],
    ['app/pages/probe.tsx', '../../server/routes/iam'],
    ['app/probe.ts', '../server/app'],
    ['sagas/probe.ts', '../server/routes/iam'],
  ])('%s may not import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, `import { probe } from '${source}';`)).toHaveLength(1);
    expect(await boundaryErrors(filePath, `import type { Probe } from '${source}';`)).toHaveLength(
      1,
    );
  });

  it.each([
    ['design-system/Probe/Probe.tsx', '../theme'],
    ['design-system/Probe/Probe.tsx', '@chakra-ui/react'],
    ['domain/engine/probe.ts', 'zod'],
    ['domain/resources/hpfm/probe.ts', '../../engine/resource'],
    ['domain/contract/probe.ts', './user'],
    ['server/routes/probe.ts', '../app'],
    ['server/routes/probe.ts', '../../domain/contract/user'],
    ['server/probe.ts', 'fastify'],
    ['app/pages/probe.tsx', '../../domain/contract/user'],
    ['app/pages/probe.tsx', '../../design-system'],
    ['sagas/probe.ts', '../app/store'],
  ])('%s may import %s', async (filePath, source) => {
    expect(await boundaryErrors(filePath, `import { probe } from '${source}';`)).toEqual([]);
  });

  it('names the rule that was broken', async () => {
    expect(await boundaryErrors('server/probe.ts', "import { x } from '../app/store';")).toEqual([
      expect.stringContaining('server/ imports nothing from outside itself but domain/'),
    ]);
    expect(await boundaryErrors('domain/probe.ts', "import { x } from 'react';")).toEqual([
      expect.stringContaining('domain/ stays free of UI and state packages'),
    ]);
  });
});

describe('lazy components', () => {
  /** The messages of the rule that keeps React.lazy out, for `code` in `filePath`. */
  async function lazyErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(`${code}\n`, { filePath });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'no-restricted-syntax')
      .map((message) => message.message);
  }

  it.each([
    ['app/pages/probe.tsx', "import { lazy } from 'react';"],
    ['design-system/Probe/Probe.tsx', "import { lazy as load } from 'react';"],
    ['app/probe.tsx', "import * as React from 'react';\nReact.lazy(() => import('./x'));"],
  ])('%s may not use React.lazy: %s', async (filePath, code) => {
    expect(await lazyErrors(filePath, code)).toEqual([
      'Use lazyChunk (design-system) instead of React.lazy.',
    ]);
  });

  it('lets lazyChunk and the rest of React through', async () => {
    expect(
      await lazyErrors(
        'app/pages/probe.tsx',
        "import { memo } from 'react';\nimport { lazyChunk } from '../../design-system';",
      ),
    ).toEqual([]);
  });
});
