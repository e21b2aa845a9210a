import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/queryClient';
import { SiteConfigProvider } from '../lib/siteConfig';

export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SiteConfigProvider>{children}</SiteConfigProvider>
    </QueryClientProvider>
  );
}
