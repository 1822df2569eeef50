import { revalidateTag } from 'next/cache';
import { catalogueTags, revalidateCatalogue } from './revalidate';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
const revalidate = jest.mocked(revalidateTag);

describe('revalidateCatalogue', () => {
  const runtime = process.env.NEXT_RUNTIME;
  afterEach(() => {
    process.env.NEXT_RUNTIME = runtime;
    revalidate.mockClear();
  });

  it('drops the changed products and departments at once and refreshes the rest on their next visit', () => {
    process.env.NEXT_RUNTIME = 'nodejs';
    revalidateCatalogue({ productSlugs: ['picanha-bovina'], departmentIds: [1] });
    expect(revalidate.mock.calls).toEqual([
      [catalogueTags.product('picanha-bovina'), { expire: 0 }],
      [catalogueTags.department(1), { expire: 0 }],
      [catalogueTags.all, 'max'],
    ]);
  });

  it('does nothing outside the Next.js server', () => {
    delete process.env.NEXT_RUNTIME;
    revalidateCatalogue({ productSlugs: ['picanha-bovina'] });
    expect(revalidate).not.toHaveBeenCalled();
  });
});
