/// <reference types="vite/client" />

// Declaration merging with Vite's types needs `interface` here.

interface ImportMetaEnv {
  /** Google Tag Manager container id (GTM-XXXX); the server may instead fill `<meta name="gtm-id">`. */
  readonly VITE_GTM_ID?: string;
}
