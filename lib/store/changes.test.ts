import { changeKind, changedFields, kindAfter, shownValue } from './changes';

test('a change lists only the fields that differ, with their pt-BR names', () => {
  const before = { id: 7, name: 'Picanha', price: '0.0899', alcoholic: false, updatedAt: '2026-11-28' };
  const after = { id: 7, name: 'Picanha', price: '0.0799', alcoholic: true, updatedAt: '2026-11-29' };
  expect(changeKind(before, after)).toBe('changed');
  expect(changedFields(before, after)).toEqual([
    { field: 'price', label: 'Preço', before: '0.0899', after: '0.0799' },
    { field: 'alcoholic', label: 'Bebida alcoólica', before: 'Não', after: 'Sim' },
  ]);
});

test('a created or removed thing shows every field on its side; unknown fields keep their name', () => {
  expect(changeKind(null, { id: 1 })).toBe('created');
  expect(changedFields(null, { id: 1, openingHours: ['8h'] })).toEqual([
    { field: 'id', label: 'id', before: '', after: '1' },
    { field: 'openingHours', label: 'openingHours', before: '', after: '["8h"]' },
  ]);
  expect(changeKind({ day: '2026-12-25' }, null)).toBe('removed');
  expect(changedFields({ day: '2026-12-25' }, null)).toEqual([
    { field: 'day', label: 'Dia', before: '2026-12-25', after: '' },
  ]);
  expect([shownValue(null), shownValue(''), shownValue(0)]).toEqual(['—', '—', '0']);
});

test('the kind agrees with the name of the thing changed', () => {
  expect(kindAfter('department', 'created')).toBe('criado');
  expect(kindAfter('picture', 'removed')).toBe('removida');
  expect(kindAfter('banner_order', 'changed')).toBe('alterada');
  expect(kindAfter('store_info', 'changed')).toBe('alteradas');
  expect(kindAfter('variant', 'changed')).toBe('alterados');
  expect(kindAfter('something_new', 'changed')).toBe('alterado');
});

test("a product's portioning reads as the form names it", () => {
  expect(
    changedFields(
      { portioning: 'any', portioningSizes: [] },
      { portioning: 'sizes', portioningSizes: [500, 1000] },
    ),
  ).toEqual([
    {
      field: 'portioning',
      label: 'Porcionamento',
      before: 'Todos os tamanhos (de 0,5 Kg a 10 Kg, de 100 g em 100 g)',
      after: 'Só os tamanhos escolhidos',
    },
    { field: 'portioningSizes', label: 'Tamanhos dos pacotes (g)', before: '[]', after: '[500,1000]' },
  ]);
});
