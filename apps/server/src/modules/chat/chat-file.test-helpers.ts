import type { TestApp } from '../../test/build-app';

/**
 * A zip of the given entries, stored uncompressed (CRCs left 0: only the layout is read): enough to
 * stand for an Office Open XML or OpenDocument file, whose entries are what the server checks.
 */
export function storedZip(entries: { name: string; body: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, body } of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(body);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal .docx: its content types and a word/ document part. */
export const docxBytes = () =>
  storedZip([
    { name: '[Content_Types].xml', body: '<Types/>' },
    { name: 'word/document.xml', body: '<w:document/>' },
  ]);

/** A minimal .ods: the stored mimetype entry first. */
export const odsBytes = () =>
  storedZip([
    { name: 'mimetype', body: 'application/vnd.oasis.opendocument.spreadsheet' },
    { name: 'content.xml', body: '<office:document-content/>' },
  ]);

export const pdfBytes = () => Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');

/** `POST /api/chat/file` with one file as a genuine multipart body; returns the raw reply. */
export async function uploadChatFile(
  t: TestApp,
  headers: Record<string, string>,
  { bytes, name, field = 'file' }: { bytes: Buffer; name: string; field?: string },
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/file',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}
