import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffChatFile, zipEntryNames } from './chat-file';
import { docxBytes, odsBytes, pdfBytes, storedZip } from './chat-file.test-helpers';

describe('chat documents are checked by their bytes, not their names', () => {
  it('accepts a PDF, an OLE2 .doc/.xls/.ppt, an Office Open XML and an OpenDocument file of the named type', () => {
    expect(sniffChatFile(pdfBytes(), 'Plan.PDF')).toBe('pdf');
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]);
    expect(sniffChatFile(ole, 'old.xls')).toBe('xls');
    expect(sniffChatFile(docxBytes(), 'แผนธุรกิจ.docx')).toBe('docx');
    expect(sniffChatFile(odsBytes(), 'budget.ods')).toBe('ods');
    expect(zipEntryNames(docxBytes())).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('refuses another type behind a document name, a plain zip, and unknown extensions', () => {
    expect(sniffChatFile(pdfBytes(), 'plan.docx')).toBeNull();
    expect(sniffChatFile(docxBytes(), 'sheet.xlsx')).toBeNull();
    expect(sniffChatFile(storedZip([{ name: 'evil.exe', body: 'MZ' }]), 'evil.docx')).toBeNull();
    expect(sniffChatFile(Buffer.from('MZ\x90\x00'), 'setup.pdf')).toBeNull();
    expect(sniffChatFile(pdfBytes(), 'plan.exe')).toBeNull();
    expect(sniffChatFile(Buffer.from('PK\x03\x04broken'), 'x.docx')).toBeNull();
  });

  it('cleans a name: no folders or control characters, long ones cut before the kept extension', () => {
    expect(cleanFileName('C:\\Users\\me\\plan\u0007.pdf', 200)).toBe('plan.pdf');
    expect(cleanFileName(`${'ก'.repeat(300)}.docx`, 200)).toBe(`${'ก'.repeat(195)}.docx`);
  });
});
