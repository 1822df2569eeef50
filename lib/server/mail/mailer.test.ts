import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOutboxMailer, MAIL_JOB_EXPIRE_SECONDS, SMTP_TIMEOUTS } from './mailer';

describe('outbox mailer', () => {
  it('writes each message as an .eml file a mail client can open', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createOutboxMailer(folder, 'Casa da Carne <nao-responda@exemplo.com.br>');
    await mailer.send({ to: 'ana@exemplo.com.br', subject: 'Olá', text: 'Picanha chegou!' });
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = fs.readFileSync(path.join(folder, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: ana@exemplo.com.br$/m);
    expect(eml).toMatch(/^From: Casa da Carne <nao-responda@exemplo.com.br>$/m);
    expect(eml).toContain('Picanha chegou!');
    fs.rmSync(folder, { recursive: true });
  });
});

describe('SMTP mailer', () => {
  it('gives a hanging send up before its mail job is taken for dead and sent again', () => {
    const longestSendMs = Object.values(SMTP_TIMEOUTS).reduce((sum, ms) => sum + ms, 0);
    expect(longestSendMs).toBeLessThan(MAIL_JOB_EXPIRE_SECONDS * 1000);
  });
});
