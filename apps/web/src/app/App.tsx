import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/** Providers and the router; the routes are filled in by app/router.tsx. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Placeholder />
    </QueryClientProvider>
  );
}

function Placeholder() {
  const { t } = useTranslation();
  return <h1>{t('app_name')}</h1>;
}
