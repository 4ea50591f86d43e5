/** Turns "Sign in with LINE" on, as the server's page does when LINE is configured (its meta tag). */
export function turnLineOn(): void {
  const meta = document.createElement('meta');
  meta.name = 'line-login';
  meta.content = 'on';
  document.head.appendChild(meta);
}

/** Turns it off again: the meta tag goes. */
export const turnLineOff = (): void => document.head.querySelector('meta[name="line-login"]')?.remove();
