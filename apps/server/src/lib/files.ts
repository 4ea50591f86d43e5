/**
 * Base address of public files: null serves them from this server at /files/<key>; an S3 public
 * base links them straight to the bucket (under its `public/` prefix). Set once from the
 * configuration at start-up; every node of a deployment has the same value.
 */
let publicFilesBase: string | null = null;

export const setPublicFilesBase = (base: string | null | undefined): void => {
  publicFilesBase = base ? base.replace(/\/$/, '') : null;
};

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/** Address at which a stored public file key is served (this server's /files, or the bucket's public base). */
export const fileUrl = (key: string | null | undefined): string | null => {
  if (!key) return null;
  return publicFilesBase ? `${publicFilesBase}/public/${encodeKey(key)}` : `/files/${encodeKey(key)}`;
};
