import { areaLoaderOf } from './areas/loaders';
import { tokenBeforeStart } from './services/signIn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The app's code, and the code of the area the address shows, load while a page opened afresh
// asks for its token.
const app = import('./boot');
areaLoaderOf(window.location.pathname)().catch(() => undefined);
void tokenBeforeStart().then(async (start) => {
  if (start) (await app).boot(container);
});
