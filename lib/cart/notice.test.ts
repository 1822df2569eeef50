import { isNoticePinned, noticeItemsAfter, showsNotice, type NoticeItem } from './notice';

const item = (key: string, quantity = 1): NoticeItem => ({
  key,
  name: `Produto ${key}`,
  imageUrl: null,
  quantity,
  unit: 'un',
});
const changed = (key: string, quantity = 1) => ({ item: item(key, quantity) });

describe('cart notice', () => {
  it('lists the latest change first, each line once, at most three', () => {
    let items: NoticeItem[] = [];
    for (const key of ['a', 'b', 'c']) items = noticeItemsAfter(items, changed(key));
    expect(items.map((i) => i.key)).toEqual(['c', 'b', 'a']);
    items = noticeItemsAfter(items, changed('a', 3));
    expect(items.map((i) => [i.key, i.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
      ['b', 1],
    ]);
    items = noticeItemsAfter(items, changed('d'));
    expect(items.map((i) => i.key)).toEqual(['d', 'a', 'c']);
  });

  it('drops a change the server refused (its line is back as it was)', () => {
    const items = noticeItemsAfter(noticeItemsAfter([], changed('a')), changed('b'));
    expect(noticeItemsAfter(items, { undone: 'b' }).map((i) => i.key)).toEqual(['a']);
    expect(noticeItemsAfter(items, { undone: 'z' })).toEqual(items);
  });

  it('is hidden on the cart page only', () => {
    expect(showsNotice('/carrinho')).toBe(false);
    expect(showsNotice('/carrinho/')).toBe(false);
    expect(showsNotice('/')).toBe(true);
    expect(showsNotice('/produtos/picanha')).toBe(true);
    expect(showsNotice('/carrinhos')).toBe(true);
  });

  it('pins to the top after a 40 px scroll', () => {
    expect(isNoticePinned(0)).toBe(false);
    expect(isNoticePinned(40)).toBe(false);
    expect(isNoticePinned(41)).toBe(true);
  });
});
