import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { BootGate } from '../features/site/BootGate';
import { DialogProvider } from '../lib/dialogs';
import { SessionProvider } from '../lib/session';
import { routes } from './routes';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * Providers, then the boot gate (merchant and system status), and only for status 0 the
 * session and the router. The router is created after boot, once the URL token is gone.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BootGate>
        <SessionProvider>
          <DialogProvider>
            <AppRouter />
          </DialogProvider>
        </SessionProvider>
      </BootGate>
    </QueryClientProvider>
  );
}

function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
