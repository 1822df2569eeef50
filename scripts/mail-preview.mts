/**
 * `npx tsx scripts/mail-preview.mts`: every e-mail of the shop rendered with demo data
 * (lib/server/mail/preview.tsx), written to DATA_DIR/mail-preview as an HTML file and its plain-text part
 * each, with an index.html to open in a browser (docs/operations.md). Reads no database and sends nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../lib/server/config.ts';
import { previewIndex, previewMails } from '../lib/server/mail/preview.tsx';
import { storeInfo } from '../lib/server/store/store-info.ts';

const folder = path.join(dataDir(), 'mail-preview');
await fs.rm(folder, { recursive: true, force: true });
await fs.mkdir(folder, { recursive: true });
const written: { name: string; subject: string }[] = [];
for (const { name, build } of previewMails(storeInfo())) {
  const message = await build();
  await fs.writeFile(path.join(folder, `${name}.html`), message.html ?? '');
  await fs.writeFile(path.join(folder, `${name}.txt`), `Assunto: ${message.subject}\n\n${message.text}\n`);
  written.push({ name, subject: message.subject });
}
await fs.writeFile(path.join(folder, 'index.html'), await previewIndex(written));
console.log(`${written.length} e-mails written to ${folder} (open index.html)`);
