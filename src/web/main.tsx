import './global-styles';

import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppShell } from './app-shell';
import { queryClient } from './lib/query-client';
import { routes } from './routes';

/*
 * The app: every page the server does not render (the builder, checkout, the account, the back office), and
 * every page reached inside it. A server-rendered page runs its islands instead (src/web/islands/start.ts).
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <AppShell queryClient={queryClient}>
    <RouterProvider router={createBrowserRouter(routes)} />
  </AppShell>,
);
