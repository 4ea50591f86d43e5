import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../support/test';
import { apiCall } from '../support/api';

const run = promisify(execFile);

/** The Nu Html Checker (the W3C's validator) that the vnu-jar package carries. */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

/**
 * The four public pages as the server sends them to a visitor (rendered, no script run), in Thai and
 * English, are valid HTML: the Nu Html Checker finds no error in any of them.
 */
test('the public pages are valid HTML in Thai and English', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const ideas = await apiCall<{ result: { id: string; owner: { id: string } }[] }>(baseURL!, '/api/idea?pageSize=1');
  const idea = ideas.result[0]!;
  const pages = ['/', '/idea', `/idea/${idea.id}`, `/profile?accountId=${idea.owner.id}`];
  const dir = mkdtempSync(join(tmpdir(), 'ideamatch-vnu-'));
  try {
    const files = new Map<string, string>();
    for (const lang of ['th', 'en']) {
      for (const [index, page] of pages.entries()) {
        const address = `${page}${page.includes('?') ? '&' : '?'}lang=${lang}`;
        const res = await fetch(`${baseURL}${address}`);
        expect(res.status, address).toBe(200);
        const html = await res.text();
        // Rendered on the server: the check covers the page's content, not an empty shell.
        expect(html, address).toMatch(/<div id="root"><.+/);
        const file = join(dir, `page-${lang}-${index}.html`);
        writeFileSync(file, html);
        files.set(file, address);
      }
    }
    const { stdout, stderr } = await run(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = messages.map((message) => {
      const file = decodeURIComponent(message.url.replace(/^file:/, ''));
      return `${files.get(file) ?? file}:${message.lastLine ?? '?'}: ${message.message} [${message.extract ?? ''}]`;
    });
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
