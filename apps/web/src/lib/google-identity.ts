/** Google Identity Services (GIS), loaded from Google only when a page shows a Google button. */

type GoogleCredential = { credential: string };
export type GoogleIdentity = {
  accounts: {
    id: {
      initialize: (options: { client_id: string; callback: (reply: GoogleCredential) => void }) => void;
      renderButton: (parent: HTMLElement, options: Record<string, string | number>) => void;
    };
  };
};

type GoogleWindow = Window & { google?: GoogleIdentity };
const googleWindow = (): GoogleWindow => window as GoogleWindow;

const GSI_SRC = 'https://accounts.google.com/gsi/client';

/** The GIS library, loading its script the first time. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const existing = googleWindow().google;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const google = googleWindow().google;
      if (google) resolve(google);
      else reject(new Error('GSI missing'));
    };
    script.onerror = () => reject(new Error('GSI failed to load'));
    document.head.appendChild(script);
  });
}
