import { leaveForToken } from './services/signIn';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A page opened afresh goes for its token first; the app loads once it has come back with one.
if (!leaveForToken()) void import('./boot').then(({ boot }) => boot(container));
