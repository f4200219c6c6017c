import { createContext, useContext, type ReactNode } from 'react';
import type { TRemotesConfig } from '@propdesk/shared/federation';

const RuntimeConfigContext = createContext<TRemotesConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: TRemotesConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): TRemotesConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
