import type { OfficeClient } from '@school/api/office';
import { createContext, useContext } from 'react';
import type { ConsoleStore } from './console.store.ts';
import type { InboxCount } from './inbox-count.ts';

export interface ConsoleContextValue {
  client: OfficeClient;
  store: ConsoleStore;
  /** How many items of the inbox are new, for the menu. */
  inbox: InboxCount;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The console's client and session store, for any screen under `<App>`. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('A console screen must be drawn inside <App>.');
  return value;
}
