/** How long "Back online" stays after the connection returns: the app's notice and a visitor page's islands. */
export const BACK_ONLINE_MS = 4000;
