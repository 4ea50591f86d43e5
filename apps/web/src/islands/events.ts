/** Dispatched on `document` once the full app has hydrated a server-rendered page (main.tsx). */
export const APP_HYDRATED_EVENT = 'ideamatch:app-hydrated';

/** The `<meta name>` that gives a visitor's page the address of the full app's entry script. */
export const APP_ENTRY_META = 'app-entry';
