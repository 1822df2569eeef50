import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { config } from '../config';
import { EXPIRE_IN_SECONDS } from '../jobs/job-queue';
import { createOutboxMailer, createSmtpMailer, SMTP_SEND_DEADLINE_MS } from './mailer';
import { passwordResetMail } from './messages';

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

  it('writes a rendered message as multipart, its text part first, where the journeys find the link', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createOutboxMailer(folder, 'Casa da Carne <nao-responda@exemplo.com.br>');
    const store = { name: 'Casa da Carne', phone: '(71) 3333-4444', whatsappNumber: '5571988887777' };
    const email = 'joana.bahia@exemplo.com.br';
    await mailer.send(await passwordResetMail(store, { email, firstName: 'Joana' }, 'a'.repeat(43)));
    const eml = fs.readFileSync(path.join(folder, fs.readdirSync(folder)[0]!), 'utf8');
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    const textAt = eml.search(/^Content-Type: text\/plain; charset=utf-8$/m);
    const htmlAt = eml.search(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(textAt).toBeGreaterThan(0);
    expect(htmlAt).toBeGreaterThan(textAt);
    // Decoded as e2e/accounts.spec.ts reads the outbox: the first reset link is the text part's, whole.
    const decoded = Buffer.from(
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    const link = new URL(/https?:\/\/\S+\/resetar-senha\?\S+/.exec(decoded)![0]);
    expect(link.origin).toBe(new URL(config().PUBLIC_BASE_URL).origin);
    expect(Object.fromEntries(link.searchParams)).toEqual({ token: 'a'.repeat(43), email });
    expect(decoded).toContain('Olá, Joana!');
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
