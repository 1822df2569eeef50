/**
 * The one query-key factory. Keys are hierarchical so that a mutation can invalidate exactly what it
 * changed (e.g. queryKeys.cart.all after a line item update).
 */
export const queryKeys = {
  session: { me: () => ['session', 'me'] as const },
  /** The driver's own deliveries of the day (/entregador). */
  driver: {
    all: () => ['driver'] as const,
    deliveries: (date: string | null) => ['driver', 'deliveries', date] as const,
  },
  catalogue: {
    all: () => ['catalogue'] as const,
    departments: () => ['catalogue', 'departments'] as const,
    department: (id: number) => ['catalogue', 'department', id] as const,
    /** An accumulated (infinite) product list: promotions, recommended, most sold, related... */
    list: (name: string, params: Record<string, unknown> = {}) =>
      ['catalogue', 'list', name, params] as const,
    /** Personal (per user or guest cookie): fetched by the browser only. */
    recentlyViewed: () => ['catalogue', 'recently-viewed'] as const,
  },
  cart: { all: () => ['cart'] as const, current: () => ['cart', 'current'] as const },
  orders: {
    all: () => ['orders'] as const,
    mine: (page: number) => ['orders', 'mine', page] as const,
    one: (number: string) => ['orders', 'one', number] as const,
    tracker: (number: string) => ['orders', 'tracker', number] as const,
  },
  /** The advertised coupons the customer can use (GET /promotions?by_eligible=true). */
  promotions: { eligible: () => ['promotions', 'eligible'] as const },
  blends: {
    all: () => ['blends'] as const,
    templates: () => ['blends', 'templates'] as const,
    template: (id: number) => ['blends', 'template', id] as const,
  },
  barbecue: {
    categories: () => ['barbecue', 'categories'] as const,
    optionValues: () => ['barbecue', 'option-values'] as const,
  },
  account: {
    all: () => ['account'] as const,
    addresses: () => ['account', 'addresses'] as const,
    zipcode: (zipcode: string) => ['account', 'zipcode', zipcode] as const,
    consents: () => ['account', 'consents'] as const,
    /** Whether the customer waits for this variant to come back in stock (notify-me). */
    notifyMe: (variantId: number) => ['account', 'notify-me', variantId] as const,
    creditCards: (userId: number) => ['account', 'credit-cards', userId] as const,
  },
  /** The store back office (/equipe/loja): product lists by filter, one product, the form's choices. */
  store: {
    products: () => ['store', 'products'] as const,
    list: (filter: { status: string; q: string }) => ['store', 'products', 'list', filter] as const,
    /** The back office's list, a page of `perPage` at a time (asked again with the lists). */
    pages: (filter: { status: string; q: string }, perPage: number) =>
      ['store', 'products', 'list', 'pages', filter, perPage] as const,
    product: (id: number) => ['store', 'products', 'one', id] as const,
    options: () => ['store', 'options'] as const,
    /** The audit: every change, or one kind's, a page at a time. */
    changes: (filter: { entity: string; page: number }) => ['store', 'changes', filter] as const,
  },
  /** The staff screens (/equipe): a day's board ('today' without a date), orders, customers. */
  staff: {
    all: () => ['staff'] as const,
    boards: () => ['staff', 'board'] as const,
    board: (date: string | null) => ['staff', 'board', date ?? 'today'] as const,
    order: (number: string) => ['staff', 'order', number] as const,
    history: (number: string) => ['staff', 'history', number] as const,
    reschedule: (number: string) => ['staff', 'reschedule', number] as const,
    substitutes: (number: string) => ['staff', 'substitutes', number] as const,
    customers: (q: string) => ['staff', 'customers', q] as const,
    customer: (id: number) => ['staff', 'customer', id] as const,
  },
  /**
   * The manager's store settings (/equipe/loja/...): holidays per year, delivery windows, coupons,
   * departments, banners, the store's information and its delivery costs.
   */
  storeSettings: {
    holidays: (year: number) => ['store-settings', 'holidays', year] as const,
    allHolidays: () => ['store-settings', 'holidays'] as const,
    windows: () => ['store-settings', 'windows'] as const,
    coupons: () => ['store-settings', 'coupons'] as const,
    departments: () => ['store-settings', 'departments'] as const,
    banners: () => ['store-settings', 'banners'] as const,
    info: () => ['store-settings', 'info'] as const,
    delivery: () => ['store-settings', 'delivery'] as const,
  },
};
