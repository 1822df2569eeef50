/**
 * @jest-environment node
 */
import { sendAfterAnswer } from './mail/mail-queue';
import { onServerShutdown, shutdown } from './shutdown';

describe("the server's graceful stop", () => {
  it('queues the e-mail an answer left to build before the jobs stop, and closes the database last', async () => {
    const steps: string[] = [];
    const queueMail = {
      send: async () => {
        steps.push('e-mail queued');
      },
    };
    // An answer just went out: its e-mail is built after it.
    sendAfterAnswer(
      queueMail,
      async () => ({ to: 'ana@exemplo.com.br', subject: 'Pedido', html: '', text: '' }),
      {},
    );
    onServerShutdown({
      jobs: { stop: async () => void steps.push('jobs stopped') },
      fanout: { stop: async () => void steps.push('listener closed') },
      database: { close: async () => void steps.push('database closed') },
    });
    const failures: string[] = [];
    await shutdown((name) => failures.push(name));
    expect(steps).toEqual(['e-mail queued', 'jobs stopped', 'listener closed', 'database closed']);
    expect(failures).toEqual([]);
  });
});
