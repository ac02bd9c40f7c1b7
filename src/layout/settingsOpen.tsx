// Whether the settings panel is open, shared by its gear (on the screen's edge from tablets up) and the profile
// menu's entry (phones, where a gear on the edge would cover the content).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

interface SettingsOpen {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

const Context = createContext<SettingsOpen>({ open: false, setOpen: () => undefined });

export function SettingsOpenProvider({ children }: { readonly children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useSettingsOpen = (): SettingsOpen => useContext(Context);
