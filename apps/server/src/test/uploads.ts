import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/**
 * Uploads a real PNG through `POST /api/storage/upload` (a genuine multipart body over app.inject)
 * and returns its storage key; throws with the reply when the upload is refused.
 */
export async function uploadTestPng(
  app: FastifyInstance,
  headers: Record<string, string>,
  modulePath: string,
  { color = '#228be6', size = 32 }: { color?: string; size?: number } = {},
): Promise<string> {
  const form = new FormData();
  form.append('modulePath', modulePath);
  const bytes = await sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'image.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: '/api/storage/upload',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  return (res.json().data as { paths: string[] }).paths[0]!;
}
