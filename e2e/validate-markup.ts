/**
 * After the journeys (Playwright's global teardown): the W3C Nu HTML checker (vnu.jar from the vnu-jar
 * package, on the machine's Java) runs once over the server's HTML of every page they opened
 * (E2E_HTML_DIR, filled by fixtures.ts). Any error fails the run, naming the page, so markup stays valid
 * as pages are added.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

export default function validateMarkup() {
  const folder = process.env.E2E_HTML_DIR;
  const files = folder ? fs.readdirSync(folder).filter((file) => file.endsWith('.html')) : [];
  if (files.length === 0) return;
  // Playwright runs from the project's folder (and loads this file as CommonJS: no import.meta here).
  const jar = path.resolve('node_modules/vnu-jar/build/dist/vnu.jar');
  const started = Date.now();
  const run = spawnSync(
    'java',
    [
      '-Xss8m',
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      ...files.map((file) => path.join(folder!, file)),
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) {
    throw new Error(
      `The markup check needs Java 11 or later on the PATH (${run.error.message}): install a JRE ` +
        '(apt-get install default-jre-headless) and run again.',
    );
  }
  // vnu writes its JSON report on stderr and exits 1 when it found errors.
  const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
  const errors = messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );
  console.log(`markup check: ${files.length} pages, ${errors.length} errors, ${Date.now() - started} ms`);
  if (errors.length === 0) return;
  const pageOf = (url = '') => {
    const html = fs.readFileSync(new URL(url), 'utf8');
    return /^<!DOCTYPE html><!-- (.*?) -->/i.exec(html)?.[1] ?? url;
  };
  throw new Error(
    `The HTML of the pages below is not valid (W3C Nu HTML checker):\n${errors
      .map(
        (error) => `${pageOf(error.url)}:${error.lastLine ?? '?'}: ${error.message} ${error.extract ?? ''}`,
      )
      .join('\n')}`,
  );
}
