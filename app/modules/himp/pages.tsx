import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { himpFeature } from './feature';
import { ImportWizard } from './ImportWizard';

// The import wizard's slice, sagas and messages join the store with these pages.
registerFeature(himpFeature);

/**
 * The data import's pages: the import wizard of a template (`/himp/commentImport/:code`, the
 * templates' row action Import); the templates, the import history and a batch's rows are
 * resource pages.
 */
export default function HimpPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route path="/himp/commentImport/:code" element={<ImportWizard />} />
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
