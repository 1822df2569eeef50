import { loginSchema } from './account';
import { lazyZodResolver } from './lazy-resolver';
import { MSG } from '@/lib/rules/field-messages';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
const empty = { email: '', password: '' };
const filled = { email: 'ana@exemplo.com.br', password: 'picanha' };

describe('lazyZodResolver', () => {
  it('imports the schema on the first check, not before, and once for every later check', async () => {
    const load = jest.fn(() => Promise.resolve(loginSchema));
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const first = await resolver(empty, undefined, options);
    expect(first.errors).toMatchObject({
      email: { message: MSG.required },
      password: { message: MSG.required },
    });
    const second = await resolver(filled, undefined, options);
    expect(second).toEqual({ values: filled, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check whose import failed and imports again on the next one', async () => {
    const load = jest
      .fn<Promise<typeof loginSchema>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(loginSchema);
    const resolver = lazyZodResolver(load);

    await expect(resolver(filled, undefined, options)).rejects.toThrow('ChunkLoadError');
    expect((await resolver({ ...filled, email: 'ana' }, undefined, options)).errors).toMatchObject({
      email: { message: MSG.emailInvalid },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
