import { groupBy } from './group-by';

it('groups items by key keeping their order', () => {
  const groups = groupBy([1, 2, 3, 4, 5], (n) => (n % 2 ? 'odd' : 'even'));
  expect([...groups]).toEqual([
    ['odd', [1, 3, 5]],
    ['even', [2, 4]],
  ]);
});
