/** Run-time settings the server writes into `<meta>` tags of index.html. */
export function readMetaContent(name: string): string | null {
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || null;
}

/** Google sign-in client id; the Google button is hidden when the server sets none. */
export const readGoogleClientId = (): string | null => readMetaContent('google-client-id');

/** Whether the server offers Sign in with LINE (both LINE settings set); the button is hidden otherwise. */
export const isLineLoginOn = (): boolean => readMetaContent('line-login') === 'on';
