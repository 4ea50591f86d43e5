import PDFDocument from 'pdfkit';
import { displayName, type PersonSummary } from '@ideamatch/shared';
import type { ProofKey } from '@ideamatch/shared';
import { breakableParts, THAI_FONT_FILES } from '../../lib/thai-font';

export type CertificateLanguage = 'th' | 'en';

type Copy = {
  title: string;
  lead: string;
  idea: string;
  owner: string;
  version: string;
  signedAt: string;
  thaiTime: string;
  sha256: string;
  signature: string;
  key: string;
  verifyTitle: string;
  verifySteps: (keyUrl: string, pageUrl: string) => string[];
  /** What the content holds, by its format (1: before proofs named the idea and its author). */
  note: Record<1 | 2, string>;
};

const COPY: Record<CertificateLanguage, Copy> = {
  th: {
    title: 'ใบรับรองหลักฐานการเป็นผู้สร้างสรรค์ไอเดีย',
    lead: 'IdeaMatch ลงลายมือชื่อดิจิทัล (Ed25519) กำกับค่าแฮช SHA-256 ของเนื้อหาไอเดียฉบับนี้ ณ เวลาที่ระบุด้านล่าง ผู้ใดก็ตรวจสอบได้ด้วยกุญแจสาธารณะของ IdeaMatch โดยไม่ต้องติดต่อเรา และหากเนื้อหาเปลี่ยนไปแม้เพียงไบต์เดียว การตรวจสอบจะไม่ผ่าน',
    idea: 'ไอเดีย',
    owner: 'เจ้าของ',
    version: 'ฉบับที่',
    signedAt: 'ลงนามเมื่อ (UTC)',
    thaiTime: 'เวลาประเทศไทย',
    sha256: 'SHA-256 ของเนื้อหา',
    signature: 'ลายมือชื่อ (base64url)',
    key: 'กุญแจสาธารณะ (Ed25519, kid)',
    verifyTitle: 'วิธีตรวจสอบ',
    verifySteps: (keyUrl, pageUrl) => [
      `1. เปิด ${pageUrl} แล้วอัปโหลดไฟล์ใบรับรองนี้ หรือวางหลักฐาน (JSON) ที่ดาวน์โหลดจากหน้าไอเดีย ระบบจะบอกทันทีว่าตรวจสอบผ่านหรือไม่`,
      `2. ตรวจเองแบบออฟไลน์ก็ได้: ข้อความที่ลงนามคือไบต์ UTF-8 ของ "<SHA-256>.<เวลาที่ลงนาม>" ตรวจด้วยกุญแจสาธารณะจาก ${keyUrl}`,
      '3. หรือรันคำสั่ง node scripts/verify-idea-proof.mjs proof.json (ใช้เพียง Node.js ไม่ต้องต่ออินเทอร์เน็ต)',
    ],
    note: {
      1: 'เนื้อหาที่นำมาคำนวณ: ชื่อ คำอธิบาย รายละเอียด โมเดลธุรกิจ ผลงาน และ SHA-256 ของรูปภาพแต่ละรูป ในรูปแบบ JSON มาตรฐาน (canonical JSON)',
      2: 'เนื้อหาที่นำมาคำนวณ: รหัสไอเดีย รหัสบัญชีของผู้เขียน ชื่อ คำอธิบาย รายละเอียด โมเดลธุรกิจ ผลงาน และ SHA-256 ของรูปภาพแต่ละรูป ในรูปแบบ JSON มาตรฐาน (canonical JSON, format 2) สำเนาของไอเดียนี้จึงไม่มีทางได้ค่าแฮชเดียวกัน',
    },
  },
  en: {
    title: 'Certificate of Authorship',
    lead: 'IdeaMatch signed (Ed25519) the SHA-256 of this version of the idea at the time below. Anyone can check it with IdeaMatch’s public key without asking us, and a single changed byte makes the check fail.',
    idea: 'Idea',
    owner: 'Owner',
    version: 'Version',
    signedAt: 'Signed at (UTC)',
    thaiTime: 'Thai time',
    sha256: 'SHA-256 of the content',
    signature: 'Signature (base64url)',
    key: 'Public key (Ed25519, kid)',
    verifyTitle: 'How to verify',
    verifySteps: (keyUrl, pageUrl) => [
      `1. Open ${pageUrl} and upload this certificate, or paste the proof (JSON) downloaded from the idea’s page: it says at once whether it verifies.`,
      `2. To check offline instead: what is signed is the UTF-8 bytes of "<SHA-256>.<signed at>", verified with the public key from ${keyUrl}`,
      '3. Or run: node scripts/verify-idea-proof.mjs proof.json (only Node.js, no network)',
    ],
    note: {
      1: 'The content hashed: name, description, detail, business model, achievements and the SHA-256 of each image, as canonical JSON.',
      2: 'The content hashed: the idea’s id, its author’s account id, name, description, detail, business model, achievements and the SHA-256 of each image, as canonical JSON (format 2), so no copy of the idea has the same hash.',
    },
  },
};

const BRAND = '#1c7ed6';
const INK = '#222222';
const MUTED = '#5c5f66';

/** "20 มกราคม 2568 เวลา 14:00" / "20 January 2025 at 14:00" in Thai time (UTC+7). */
const thaiClock = (iso: string, language: CertificateLanguage) =>
  new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));

/** Writes lines at the cursor, each on its own line, then leaves `gap` lines of space. */
function writeLines(doc: PDFKit.PDFDocument, lines: string[], width: number, gap: number) {
  const x = doc.x;
  for (const text of lines) doc.text(text, x, doc.y, { lineBreak: false, width });
  doc.x = x;
  doc.moveDown(gap);
}

/** Writes a code value (a hash, a signature, a key), broken only where the line is full, so no character is lost or added. */
function code(doc: PDFKit.PDFDocument, text: string, width: number) {
  const lines: string[] = [];
  let rest = text;
  while (rest) {
    let cut = rest.length;
    while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut -= 1;
    lines.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  writeLines(doc, lines, width, 0.05);
}

/** Writes `text` at the cursor, breaking lines between words (Thai included) or inside over-long tokens. */
function paragraph(doc: PDFKit.PDFDocument, text: string, width: number, options: { gap?: number } = {}) {
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trimEnd());
    line = '';
  };
  for (const part of breakableParts(text)) {
    if (doc.widthOfString(line + part) <= width) {
      line += part;
      continue;
    }
    push();
    let rest = part.trimStart();
    // A token wider than the line (a hash, a signature) breaks anywhere.
    while (doc.widthOfString(rest) > width) {
      let cut = rest.length;
      while (cut > 1 && doc.widthOfString(rest.slice(0, cut)) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  push();
  writeLines(doc, lines, width, options.gap ?? 0.3);
}

/** The format of a version's content: 2 names the idea and its author (`"format":2`), 1 is the older form without them. */
export const proofContentFormat = (content: string): 1 | 2 => {
  try {
    return (JSON.parse(content) as { format?: unknown }).format === 2 ? 2 : 1;
  } catch {
    return 1;
  }
};

/** The marker before the proof a certificate carries in its keywords (the web's verification page reads it). */
export const CERTIFICATE_PROOF_MARK = 'ideamatch-proof:';

/**
 * The version a certificate is of, as base64url JSON in the PDF's keywords (an uncompressed
 * string of the file, which the verification page finds without a PDF reader):
 * `{ideaId, version, sha256, signedAt, signature, keyId}`.
 */
export const certificateProofMark = (
  ideaId: string,
  { version, sha256, signedAt, signature, keyId }: CertificateInput['version'],
) =>
  CERTIFICATE_PROOF_MARK +
  Buffer.from(JSON.stringify({ ideaId, version, sha256, signedAt, signature, keyId })).toString('base64url');

export type CertificateInput = {
  language: CertificateLanguage;
  ideaId: string;
  ideaName: string;
  owner: Pick<PersonSummary, 'firstName' | 'middleName' | 'lastName' | 'username'>;
  version: { version: number; sha256: string; signedAt: string; signature: string; keyId: string; content: string };
  publicKey: ProofKey;
  publicUrl: string;
};

/** The certificate of one version of an idea, as a one-page A4 PDF in Thai or English. */
export function renderCertificate(input: CertificateInput): Promise<Buffer> {
  const copy = COPY[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${copy.title}: ${input.ideaName}`,
      Author: 'IdeaMatch',
      Subject: input.version.sha256,
      Keywords: certificateProofMark(input.ideaId, input.version),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', THAI_FONT_FILES.regular);
  doc.registerFont('bold', THAI_FONT_FILES.bold);
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.rect(0, 0, doc.page.width, 10).fill(BRAND);
  doc
    .roundedRect(28, 28, doc.page.width - 56, doc.page.height - 56, 10)
    .lineWidth(1)
    .strokeColor('#d0d7de')
    .stroke();
  doc.fillColor(BRAND).font('bold').fontSize(14).text('IdeaMatch', doc.page.margins.left, 48);
  doc.moveDown(0.6);
  doc.fillColor(INK).font('bold').fontSize(22);
  paragraph(doc, copy.title, width, { gap: 0.4 });
  doc.font('regular').fontSize(11).fillColor(MUTED);
  paragraph(doc, copy.lead, width, { gap: 1 });

  const rows: [string, string, boolean?][] = [
    [copy.idea, input.ideaName],
    [copy.owner, `${displayName(input.owner)} (@${input.owner.username})`],
    [copy.version, String(input.version.version)],
    [copy.signedAt, input.version.signedAt],
    [copy.thaiTime, thaiClock(input.version.signedAt, input.language)],
    [copy.sha256, input.version.sha256, true],
    [copy.signature, input.version.signature, true],
    [copy.key, `${input.version.keyId}\nx = ${input.publicKey.raw}`, true],
  ];
  for (const [label, value, isCode] of rows) {
    doc.font('bold').fontSize(10).fillColor(MUTED);
    paragraph(doc, label, width, { gap: 0.25 });
    doc.fillColor(INK);
    for (const line of value.split('\n')) {
      if (isCode) {
        doc.font('Courier').fontSize(9.5);
        code(doc, line, width);
      } else {
        doc.font('regular').fontSize(13);
        paragraph(doc, line, width, { gap: 0.05 });
      }
    }
    doc.moveDown(0.45);
  }

  doc.moveDown(0.4);
  doc.font('bold').fontSize(13).fillColor(INK);
  paragraph(doc, copy.verifyTitle, width, { gap: 0.2 });
  doc.font('regular').fontSize(10.5).fillColor(INK);
  for (const step of copy.verifySteps(`${input.publicUrl}/api/proof/key`, `${input.publicUrl}/verify-proof`))
    paragraph(doc, step, width, { gap: 0.15 });
  doc.moveDown(0.4);
  doc.fontSize(9.5).fillColor(MUTED);
  paragraph(doc, copy.note[proofContentFormat(input.version.content)], width);
  doc.end();
  return done;
}
