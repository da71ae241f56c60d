/**
 * App-wide providers: the TanStack Query client for server state, the shop's Google client ID (when it offers Sign in
 * with Google) and the toast container.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { GoogleClientIdContext } from '../lib/google-identity';
import { Toaster } from './toaster';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

type AppProvidersProps = { queryClient: QueryClient; googleClientId?: string | undefined; children: ReactNode };

export function AppProviders({ queryClient, googleClientId, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <GoogleClientIdContext value={googleClientId}>{children}</GoogleClientIdContext>
      <Toaster />
    </QueryClientProvider>
  );
}
