import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { EXPIRE_IN_SECONDS } from '../jobs/job-queue';
import { createOutboxMailer, createSmtpMailer, SMTP_SEND_DEADLINE_MS } from './mailer';

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
  it('gives a hanging send up at its deadline and closes the connection, before the mail job expires', async () => {
    expect(SMTP_SEND_DEADLINE_MS).toBeLessThan(EXPIRE_IN_SECONDS * 1000);
    // A mail server that takes the connection and never says a word.
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    const server = net.createServer((socket) => socket.on('close', closed));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'loja@exemplo.com.br', 300);
      const started = Date.now();
      await expect(mailer.send({ to: 'ana@exemplo.com.br', subject: 'Olá', text: '...' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
      await connectionClosed;
    } finally {
      server.close();
    }
  });
});
