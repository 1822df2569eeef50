/**
 * The store audit's page size and the names of its kinds of change (lib/sales-api/store-changes.ts), without
 * zod: the history screen shows them without loading any schema.
 */
export const STORE_CHANGES_PER_PAGE = 50;

/** What each recorded kind of change is called on the screen; a kind not listed shows its own name. */
export const STORE_CHANGE_ENTITY_LABELS: Record<string, string> = {
  product: 'Produto',
  variant: 'Estoque e preço',
  picture: 'Foto de produto',
  holiday: 'Feriado',
  delivery_window: 'Janela de entrega',
  coupon: 'Cupom',
  department: 'Departamento',
  subdepartment: 'Subdepartamento',
  department_order: 'Ordem dos departamentos',
  subdepartment_order: 'Ordem dos subdepartamentos',
  banner: 'Banner',
  banner_order: 'Ordem dos banners',
  store_info: 'Informações da loja',
  delivery_terms: 'Condições de entrega',
};
