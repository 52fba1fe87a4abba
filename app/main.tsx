import { tokenBeforeStart } from './services/signIn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// The app's code loads while a page opened afresh asks for its token.
const app = import('./boot');
void tokenBeforeStart().then(async (start) => {
  if (start) (await app).boot(container);
});
