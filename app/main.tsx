import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '../design-system/fonts';
import { App } from './App';
import { createAppStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App store={createAppStore()} />
    </BrowserRouter>
  </StrictMode>,
);
