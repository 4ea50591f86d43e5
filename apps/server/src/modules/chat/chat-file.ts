import { chatFileTypeOf, type ChatFileType } from '@ideamatch/shared';

const PDF = Buffer.from('%PDF-');
/** The OLE2 compound file header of the older Office formats (.doc, .xls, .ppt). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;

/** The names of a zip's entries, read from its central directory; null when it is no readable zip. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // The end record sits in the last 22 bytes plus a comment of up to 65,535 bytes.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/** The OpenDocument type an ODF zip names in its first, stored `mimetype` entry. */
const ODF_TYPES: Record<string, ChatFileType> = {
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
};

/** What a zip holds: an Office Open XML document by its main folder, or an OpenDocument by its mimetype. */
function zipDocumentType(bytes: Buffer): ChatFileType | null {
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.includes('[Content_Types].xml')) {
    if (names.some((n) => n.startsWith('word/'))) return 'docx';
    if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
    if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
    return null;
  }
  // ODF: the first local entry is `mimetype`, stored uncompressed, its bytes right after the header.
  if (bytes.toString('latin1', 30, 38) === 'mimetype') {
    const mime = bytes.toString('latin1', 38, 38 + 80).match(/^application\/vnd\.oasis\.opendocument\.[a-z]+/)?.[0];
    return mime ? (ODF_TYPES[mime] ?? null) : null;
  }
  return null;
}

/**
 * The document type of an upload, checked by its bytes and agreeing with its name's extension:
 * a PDF by its header, .doc/.xls/.ppt by the OLE2 header, the zip formats by their entries. Null
 * for anything else (an image, an executable, a zip of other things, a .docx that is really a .xlsx).
 */
export function sniffChatFile(bytes: Buffer, name: string): ChatFileType | null {
  const claimed = chatFileTypeOf(name);
  if (!claimed) return null;
  const starts = (magic: Buffer) => bytes.length >= magic.length && bytes.subarray(0, magic.length).equals(magic);
  if (starts(PDF)) return claimed === 'pdf' ? 'pdf' : null;
  if (starts(OLE2)) return claimed === 'doc' || claimed === 'xls' || claimed === 'ppt' ? claimed : null;
  if (starts(ZIP)) return zipDocumentType(bytes) === claimed ? claimed : null;
  return null;
}

/**
 * A file name fit to show and to download as: no folders, no control characters, at most `max`
 * characters (cut before the extension, which stays).
 */
export function cleanFileName(name: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const chars = Array.from(base);
  if (chars.length <= max) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 ? base.slice(dot) : '';
  return (
    Array.from(base.slice(0, base.length - ext.length))
      .slice(0, max - ext.length)
      .join('') + ext
  );
}
