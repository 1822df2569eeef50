import { isNoticePinned, noticeItemsAfter, showsNotice, type NoticeItem } from './notice';

const item = (key: string, quantity = 1): NoticeItem => ({
  key,
  name: `Produto ${key}`,
  imageUrl: null,
  quantity,
  unit: 'un',
});

describe('cart notice', () => {
  it('lists the latest change first, each line once, at most three', () => {
    let items: NoticeItem[] = [];
    for (const key of ['a', 'b', 'c']) items = noticeItemsAfter(items, item(key));
    expect(items.map((i) => i.key)).toEqual(['c', 'b', 'a']);
    items = noticeItemsAfter(items, item('a', 3));
    expect(items.map((i) => [i.key, i.quantity])).toEqual([
      ['a', 3],
      ['c', 1],
      ['b', 1],
    ]);
    items = noticeItemsAfter(items, item('d'));
    expect(items.map((i) => i.key)).toEqual(['d', 'a', 'c']);
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
