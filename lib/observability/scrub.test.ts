import { scrubEvent, scrubText } from './scrub';

describe('what never reaches the error service', () => {
  it('removes card numbers, CPFs, passwords and tokens from messages', () => {
    expect(scrubText('Card 4111 1111 1111 1111 declined')).toBe('Card [redacted] declined');
    expect(scrubText('card=4111111111111111&cvv=123')).not.toContain('4111111111111111');
    expect(scrubText('CPF 123.456.789-09 inválido')).toBe('CPF [redacted] inválido');
    expect(scrubText('POST /api/sales/v2/auth {"password":"picanha-2026"}')).not.toContain('picanha-2026');
    expect(scrubText('Authorization: Bearer eyJhbGciOi.abc.def')).toBe('Authorization: Bearer [redacted]');
    expect(scrubText('/api/sales/v2/password_reset/abc123def')).toBe(
      '/api/sales/v2/password_reset/[redacted]',
    );
    // An order number and a price stay readable.
    expect(scrubText('Pedido R123456789 de R$ 89,90')).toBe('Pedido R123456789 de R$ 89,90');
  });

  it('redacts sensitive keys anywhere in an event', () => {
    const event = {
      message: 'unhandled error',
      request: {
        headers: { Authorization: 'Bearer abc', cookie: 'cdc_session=xyz' },
        url: '/v2/users?token=abc',
      },
      extra: {
        body: {
          payment_source: { 3: { number: '4111111111111111', verification_value: '123' } },
          password: 'x',
        },
      },
      tags: { request_id: 'a1b2' },
    };
    const scrubbed = scrubEvent(event);
    expect(JSON.stringify(scrubbed)).not.toMatch(/4111|abc|xyz|"123"|"x"/);
    expect(scrubbed.tags.request_id).toBe('a1b2');
    expect(event.extra.body.password).toBe('x'); // the original is left alone
  });
});
