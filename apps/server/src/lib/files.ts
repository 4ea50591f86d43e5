/** Address at which a stored file key is served (local disk or the S3 public base later). */
export const fileUrl = (key: string | null | undefined): string | null =>
  key ? `/files/${key.split('/').map(encodeURIComponent).join('/')}` : null;
