import { createContext, useContext } from 'react';

export type LogoutDialogControls = { openLogoutDialog: () => void };

export const LogoutDialogContext = createContext<LogoutDialogControls | null>(null);

/** Opens the app-wide logout confirmation (it outlives the menu or page that opened it). */
export function useLogoutDialog(): LogoutDialogControls {
  const controls = useContext(LogoutDialogContext);
  if (!controls) throw new Error('useLogoutDialog must be used inside LogoutDialogProvider');
  return controls;
}
