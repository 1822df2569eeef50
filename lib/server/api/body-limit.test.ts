import { MSG } from '@/lib/rules/field-messages';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import type { ErrorBody } from '@/lib/sales-api/errors';
import { jsonRequest } from '@/test-support/server/account-fixtures';
import { createTestApi, type TestApi } from '@/test-support/server/test-api';
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from './body-limit';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.database.close());

/** A login whose JSON body is exactly `bytes` long. */
function loginBody(bytes: number): string {
  const empty = JSON.stringify({ email: 'ana@exemplo.com.br', password: '' });
  return JSON.stringify({ email: 'ana@exemplo.com.br', password: 'x'.repeat(bytes - empty.length) });
}

describe('the request body limit', () => {
  it('answers 413 in the API error shape to a body over the limit, declared by Content-Length', async () => {
    const body = loginBody(MAX_BODY_BYTES + 1);
    const init = jsonRequest('POST');
    const response = await api.request('/v2/auth', {
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'Content-Length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: PAYLOAD_TOO_LARGE, errors: {} });
  });

  it('counts a body sent without Content-Length as it streams in', async () => {
    const chunk = new TextEncoder().encode(loginBody(MAX_BODY_BYTES + 1));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        // In pieces, as a chunked upload arrives.
        for (let at = 0; at < chunk.length; at += 8 * 1024)
          controller.enqueue(chunk.slice(at, at + 8 * 1024));
        controller.close();
      },
    });
    const response = await api.request('/v2/auth', {
      ...jsonRequest('POST'),
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).error).toBe(PAYLOAD_TOO_LARGE);
  });

  it("takes a picture upload's body up to 12 MB; past it, 413 with the picture's message on the file", async () => {
    const send = (path: string, bytes: number) =>
      api.request(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'multipart/form-data; boundary=x',
          'Content-Length': String(bytes),
          'X-App': 'sales-frontend',
        },
        body: 'x'.repeat(bytes),
      });
    const tooLarge = { error: IMAGE_UPLOAD.tooLarge, errors: { file: [IMAGE_UPLOAD.tooLarge] } };
    for (const path of [
      '/admin/products/1/images',
      '/admin/store/departments/1/image',
      '/admin/store/subdepartments/1/image',
      '/admin/store/banners/1/image',
    ]) {
      // Within the limit, the route is reached: a guest is refused by the back office.
      expect((await send(path, 12 * 1024 * 1024)).status).toBe(403);
      const refused = await send(path, 13 * 1024 * 1024);
      expect([refused.status, await refused.json()]).toEqual([413, tooLarge]);
    }
    // Elsewhere, 64 KB and the general message.
    const elsewhere = await send('/admin/products/1/images/2', MAX_BODY_BYTES + 1);
    expect([elsewhere.status, await elsewhere.json()]).toEqual([
      413,
      { error: PAYLOAD_TOO_LARGE, errors: {} },
    ]);
  });

  it('lets a body at the limit through to the route, which validates it', async () => {
    const { status, body } = await api.json<ErrorBody>('/v2/auth', {
      ...jsonRequest('POST'),
      body: loginBody(MAX_BODY_BYTES),
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({ password: [MSG.loginFailed] });
  });
});
