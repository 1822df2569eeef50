import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its entries, the oldest first out', () => {
    const map = new BoundedMap<string, number>({ maxEntries: 2 });
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, 2, 3, 2]);
  });

  it('keeps at most its weight, counting an entry set again once', () => {
    const map = new BoundedMap<string, string>({
      maxEntries: 10,
      maxWeight: 10,
      weigh: (key, value) => key.length + value.length,
    });
    map.set('a', 'aaaa').set('b', 'bbbb');
    map.set('a', 'aaaa');
    expect(map.size).toBe(2);
    // 'b' is now the oldest: it goes to make room.
    map.set('c', 'cc');
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual(['aaaa', undefined, 'cc']);
    map.delete('a');
    map.set('d', 'dddd');
    expect([map.get('c'), map.get('d')]).toEqual(['cc', 'dddd']);
    map.clear();
    expect(map.size).toBe(0);
  });
});
