import { renderToString } from 'react-dom/server';
import { variantJson } from '@/test-support/components/cart-fixtures';
import { toSalesRecord } from '@/lib/search/sales-record';
import { BlendHitList } from './blend-search-view';

const names = { departments: new Map([[1, 'Bovinos']]), subdepartments: new Map([[1, 'Moídos']]) };

describe("the blend calculator's hits as the server draws them", () => {
  it('preload only the first row of pictures, so the rest do not go ahead of the stylesheet', () => {
    const hits = Array.from({ length: 6 }, (_, index) =>
      toSalesRecord(variantJson({ id: index + 1, name: `Carne moída ${index + 1}` }), names),
    );
    const html = renderToString(<BlendHitList hits={hits} />);
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
    expect(hits.every((hit) => hit.image)).toBe(true);
    expect(preloaded).toEqual(hits.slice(0, 3).map((hit) => hit.image));
  });
});
