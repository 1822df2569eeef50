/**
 * The browser's cart: every change shows at once in the React Query cache (queryKeys.cart.current())
 * and reaches the server in the background (docs/business-rules.md, Cart).
 *
 * - Quantities and portion sizes are debounced per line (lib/cart/quantity-sync.ts): a burst of clicks is
 *   one request, 700 ms after the last click; a refused change rolls back and the order is refetched.
 * - Requests go out one at a time, in order (./cart-request-queue.ts).
 * - `serverOrder` is the order as the server last sent it; the cache shows it with the changes not yet
 *   confirmed laid over it. Which request a change needs is decided from `serverOrder`, never from the
 *   optimistic view (./cart-requests.ts).
 * - The lines the server changed go to analytics (./cart-analytics.ts), the shopper's changes to the cart
 *   notice (./cart-notices.ts).
 * - Offline (docs/architecture.md, Offline and the service worker): the cart last read is kept in the
 *   browser and shown when the server cannot be reached; changes made meanwhile stay on screen and in the
 *   browser's unsent lines, and are sent when the connection comes back (`resume`, on `online`).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NoticeChange } from '../cart/notice';
import {
  GUEST_ORDER_STORAGE_KEY,
  clearUnsentLines,
  readLastCart,
  saveLastCart,
  saveUnsentLines,
  takeUnsentLines,
  type UnsentLine,
} from '../cart/guest-order-storage';
import type { CartVariant } from '../catalogue/cart-variant';
import type { Substitution } from '@/lib/rules/substitution';
import { findLine, isOpen, lineKey, type Mix, type Order } from '../cart/order';
import { withLineChanges, withLineQuantity, withMixQuantity } from '../cart/order-changes';
import { QuantitySync } from '../cart/quantity-sync';
import { trackLineChange, trackOrderChange } from './cart-analytics';
import { addMix, copyOrderInto, createCart, fetchCart, updateLineItem } from './cart-api';
import { CartNotices, blendNoticeItem, grownItems, noticeItem } from './cart-notices';
import { CartRequestQueue } from './cart-request-queue';
import {
  lineQuantityRequest,
  linesRequest,
  mixQuantityRequest,
  portioningRequest,
  reportFailedChange,
  restartCheckoutRequest,
  type LineRef,
} from './cart-requests';
import { ERROR_TEXTS } from '@/lib/sales-api/errors';
import { ApiClientError } from './client';
import { queryKeys } from './query-keys';

/** When the server names none: about what a database restart or a throttle's window takes. */
const DEFAULT_RETRY_MS = 5_000;

/**
 * A cart change the server could not take for a moment is sent again after its Retry-After, like a change
 * that got no answer: a 429 (too many requests from here) or a 503 (its database is restarting). It stays
 * in the cart meanwhile, and in the browser's unsent lines until the server has it. Any other failure is
 * final.
 */
function retryDelayOf(error: unknown): number | null {
  if (!(error instanceof ApiClientError) || (error.status !== 429 && error.status !== 503)) return null;
  return error.retryAfterMs ?? DEFAULT_RETRY_MS;
}

/**
 * A request that got no answer while the browser says it is offline: the change waits for the connection
 * (an answer the server refused is an ApiClientError, and one lost while online is handled as before).
 */
function isOffline(error: unknown): boolean {
  return !(error instanceof ApiClientError) && typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** The cart shown when a page opens offline: the open cart the server last sent (a completed order is none). */
function keepForOffline(order: Order | null): void {
  saveLastCart(order && isOpen(order) ? order : null);
}

export class CartController {
  private serverOrder: Order | null = null;
  /** Bumped whenever the server answers a change, so an older fetch cannot overwrite a newer answer. */
  private version = 0;
  /** Whether the lines an earlier page could not send have been taken (see keepUnsentLines). */
  private restored = false;
  private readonly lines = new Map<string, LineRef>();
  private readonly quantities: QuantitySync<string>;
  private readonly portions: QuantitySync<number>;
  /** Blends' quantities by mix id, debounced like lines; the whole blend changes with each. */
  private readonly mixQuantities: QuantitySync<number>;
  private readonly mixes = new Map<number, Mix>();
  private readonly requests = new CartRequestQueue();
  private readonly notices = new CartNotices();
  /** Lines (by key) whose change the server throttled, waiting for its Retry-After to be sent again. */
  private readonly throttled = new Set<string>();
  /** Lines (by key) whose last change the server refused, with its reason, until the shopper's next one. */
  private readonly refused = new Map<string, string>();
  /** The same for blends (by mix id) and for lines' portion sizes (by line id). */
  private readonly refusedMixes = new Map<number, string>();
  private readonly refusedPortions = new Map<number, string>();

  constructor(private readonly client: QueryClient) {
    const refetch = () => this.refetch();
    // The failed change is no longer pending, so showing the server's order again undoes it. A line the
    // server refused leaves the stored lines too; one that got no answer, or a 503 to the last retry,
    // stays there (see keepUnsentLines).
    const rollback = (change: string) => (_key: unknown, _quantity: number, error: unknown) => {
      this.show();
      if (error instanceof ApiClientError && retryDelayOf(error) === null) this.keepUnsentLines();
      reportFailedChange(error, change);
    };
    // A change the server refused (not one it failed at) is kept with its reason, for its control to say.
    const keepReason = <K>(refused: Map<K, string>, key: K, error: unknown) => {
      if (error instanceof ApiClientError && error.status < 500) {
        refused.set(key, error.reason());
        this.requests.notify();
      }
    };
    const rollbackQuantity = rollback('quantity');
    const rollbackPortioning = rollback('portioning');
    const rollbackMix = rollback('blend quantity');
    this.quantities = new QuantitySync<string>({
      send: (key, quantity) => this.requests.enqueue(() => this.sendQuantity(key, quantity)),
      // The notice no longer shows a change the server refused; the line's control says why.
      rollback: (key, quantity, error) => {
        rollbackQuantity(key, quantity, error);
        this.notices.retract(key);
        keepReason(this.refused, key, error);
      },
      refetch,
      retryAfter: retryDelayOf,
      waitsForConnection: isOffline,
      delayed: (key, error) => {
        // Only a throttle is the shopper's to know about ('Muitas tentativas'); an outage retries quietly.
        if (error instanceof ApiClientError && error.status === 429) this.throttled.add(key);
        else this.throttled.delete(key);
        // A change kept for the connection is kept for the next page too; sent, it leaves the storage.
        this.keepUnsentLines();
        this.requests.notify();
      },
    });
    this.portions = new QuantitySync<number>({
      send: (lineId, size) => this.requests.enqueue(() => this.sendPortioning(lineId, size)),
      rollback: (lineId, size, error) => {
        rollbackPortioning(lineId, size, error);
        keepReason(this.refusedPortions, lineId, error);
      },
      refetch,
      retryAfter: retryDelayOf,
      waitsForConnection: isOffline,
    });
    this.mixQuantities = new QuantitySync<number>({
      send: (mixId, quantity) => this.requests.enqueue(() => this.sendMixQuantity(mixId, quantity)),
      rollback: (mixId, quantity, error) => {
        rollbackMix(mixId, quantity, error);
        keepReason(this.refusedMixes, mixId, error);
      },
      refetch,
      retryAfter: retryDelayOf,
      waitsForConnection: isOffline,
    });
  }

  /** The query function of queryKeys.cart.current(): the cart's bootstrap, with pending changes shown. */
  async load(): Promise<Order | null> {
    const started = this.version;
    let order: Order | null;
    let fromServer = true;
    try {
      order = await fetchCart();
    } catch (error) {
      // Offline: the cart as last read, with the changes not sent yet laid over it.
      if (!isOffline(error)) throw error;
      order = readLastCart();
      fromServer = false;
    }
    if (this.version === started) {
      this.serverOrder = order;
      if (fromServer) keepForOffline(order);
    }
    // What an earlier page left unsent is taken once: afterwards, the stored lines are this page's own.
    if (!this.restored) {
      this.restored = true;
      this.resend(takeUnsentLines());
    }
    return this.withPending(this.serverOrder);
  }

  /** The connection is back (`online`): the changes that waited for it are sent. */
  resume = (): void => {
    this.quantities.resume();
    this.portions.resume();
    this.mixQuantities.resume();
  };

  /**
   * Another tab stored or forgot a guest's cart (a `storage` event; null: the whole storage was cleared):
   * the cart is read again, so that this tab shows that cart and its next change goes to it.
   */
  storageChanged = (event: StorageEvent): void => {
    if (event.key === GUEST_ORDER_STORAGE_KEY || event.key === null) this.refetch();
  };

  /** Takes an order the server sent (also for other areas that change the cart, e.g. the checkout). */
  receive(order: Order | null): void {
    this.version += 1;
    // The cart now exists, whichever change created it: its token is stored, the lines go to it.
    if (order && !this.serverOrder) clearUnsentLines();
    this.serverOrder = order;
    keepForOffline(order);
    this.show();
  }

  /** The line's quantity as the shopper sees it now (0: not in the cart), newer than the last render. */
  quantityOf(variantId: number, mixId: string | null = null): number {
    return findLine(this.cart(), variantId, mixId)?.quantity ?? 0;
  }

  /** The shopper chose `quantity` (grams or units) of the variant; under its minimum the line goes away. */
  setQuantity(variant: CartVariant, quantity: number, mixId: string | null = null): void {
    const key = lineKey(variant.id, mixId);
    this.lines.set(key, { variant, mixId });
    if (this.refused.delete(key)) this.requests.notify();
    const onServer = findLine(this.serverOrder, variant.id, mixId);
    this.quantities.change(key, quantity, onServer?.quantity ?? 0);
    this.keepUnsentLines();
    this.show();
    this.watchIdle(this.quantities);
    this.notices.announce(noticeItem(key, variant, quantity < variant.minimumQuantity ? 0 : quantity));
  }

  /**
   * Adds several lines in one request (a whole barbecue): all or nothing, each variant already in the cart
   * growing by its quantity. Waits for the server (no optimistic view), then the notice shows the lines.
   * Rejects with the server's error when it refuses them.
   */
  async addLines(lines: { variant: CartVariant; quantity: number }[]): Promise<void> {
    const wanted = lines.map((line) => ({ variantId: line.variant.id, quantity: line.quantity }));
    await this.loaded();
    // Quantities still waiting for their quiet period go first, so they cannot overwrite the merged lines.
    this.quantities.flush();
    await this.requests.enqueue(async () => {
      this.receive(await linesRequest(this.serverOrder, wanted));
    });
    for (const { variant } of lines) {
      this.notices.announce(
        noticeItem(lineKey(variant.id), variant, findLine(this.serverOrder, variant.id)?.quantity ?? 0),
      );
    }
  }

  /**
   * Puts `quantity` grams of a saved blend in the cart (the same blend again grows). Waits for the server,
   * then the notice shows the blend. Rejects with the server's error (e.g. a meat short in stock).
   */
  async addBlend(blend: { templateId: number; name: string }, quantity: number): Promise<void> {
    await this.loaded();
    await this.requests.enqueue(async () => {
      const before = this.serverOrder;
      this.receive(await addMix(before, blend.templateId, quantity));
      trackOrderChange(before, this.serverOrder);
    });
    const mix = this.serverOrder?.mixes.find((m) => m.templateId === blend.templateId);
    this.notices.announce(blendNoticeItem(mix?.id, blend.name, mix?.quantity ?? 0));
  }

  /** The shopper chose `quantity` grams of a blend in the cart; under its minimum the blend goes away. */
  setMixQuantity(mix: Mix, quantity: number): void {
    this.mixes.set(mix.id, mix);
    if (this.refusedMixes.delete(mix.id)) this.requests.notify();
    const onServer = this.serverOrder?.mixes.find((m) => m.id === mix.id);
    this.mixQuantities.change(mix.id, quantity, onServer?.quantity ?? 0);
    this.show();
    this.watchIdle(this.mixQuantities);
  }

  /** Grams per bag, from the cart page's slider (debounced like quantities). */
  setPortioning(lineId: number, size: number): void {
    if (this.refusedPortions.delete(lineId)) this.requests.notify();
    const onServer = this.serverOrder?.lineItems.find((line) => line.id === lineId);
    this.portions.change(lineId, size, onServer?.portioningSize ?? 0);
    this.show();
    this.watchIdle(this.portions);
  }

  /**
   * Asks the server for the order again, whether or not a component observes the query (buy controls
   * read the cache without observing it).
   */
  private refetch(): void {
    void this.client.invalidateQueries({ queryKey: queryKeys.cart.current(), refetchType: 'all' });
  }

  /** Saves a line's observation at once; rejects (after refetching the order) when the server refuses it. */
  setObservation(lineId: number, observation: string): Promise<void> {
    return this.saveLine(lineId, { observation }, 'observation');
  }

  /** Saves what to do if the line is missing at packing, as setObservation saves a note. */
  setSubstitution(lineId: number, substitution: Substitution): Promise<void> {
    return this.saveLine(lineId, { substitution }, 'substitution');
  }

  /** Shows a line's change at once and sends it; rejects (after refetching the order) when refused. */
  private async saveLine(
    lineId: number,
    changes: { observation: string } | { substitution: Substitution },
    change: string,
  ): Promise<void> {
    const current = this.cart();
    if (current)
      this.client.setQueryData(queryKeys.cart.current(), withLineChanges(current, lineId, changes));
    try {
      await this.requests.enqueue(async () => {
        if (!this.serverOrder) return;
        this.receive(await updateLineItem(this.serverOrder, lineId, changes));
      });
    } catch (error) {
      this.refetch();
      reportFailedChange(error, change);
      throw error;
    }
  }

  /** Back on the cart page, an order that went into checkout returns to the cart step (Spree's restart). */
  async restartCheckout(): Promise<void> {
    await this.requests.enqueue(async () => {
      const request = restartCheckoutRequest(this.serverOrder);
      if (request) this.receive(await request);
    });
  }

  /**
   * What the line's buy control says, else null (read again on subscribe's calls): while its last change was
   * throttled (429) and waits to be sent again, 'Muitas tentativas. Tente novamente em instantes.'; once the
   * server refused it (and the line went back), the server's reason ('Fora de estoque', 'Estoque
   * insuficiente: disponível 1,5 Kg'), until the shopper changes the line again.
   */
  lineNotice = (variantId: number, mixId: string | null = null): string | null => {
    const key = lineKey(variantId, mixId);
    return this.throttled.has(key) ? ERROR_TEXTS.throttled : (this.refused.get(key) ?? null);
  };

  /** Why the server refused the blend's last change (its grams, its removal), as lineNotice; else null. */
  mixNotice = (mixId: number): string | null => this.refusedMixes.get(mixId) ?? null;

  /** Why the server refused the line's last portion size, as lineNotice; else null. */
  portioningNotice = (lineId: number): string | null => this.refusedPortions.get(lineId) ?? null;

  /** True while a request is on its way (the cart indicator shows a spinner). */
  isSending = (): boolean => this.requests.isSending();

  /** Sends what is still waiting for its quiet period, e.g. when the shopper leaves or reloads the page. */
  flush = (): void => {
    this.quantities.flush();
    this.portions.flush();
    this.mixQuantities.flush();
  };

  /** Whether a request is on its way changed (for isSending's readers). */
  subscribe = (listener: () => void): (() => void) => this.requests.subscribe(listener);

  /** Every quantity the shopper changes, as the cart notice shows it (./cart-notices.ts). */
  onChange(listener: (change: NoticeChange) => void): () => void {
    return this.notices.listen(listener);
  }

  /**
   * Resolves once every change has been sent and answered (tests, navigation to checkout): true when the
   * server took them all, false when it refused one meanwhile (it is undone, and its control says why).
   */
  async whenSettled(): Promise<boolean> {
    const taken = await Promise.all([
      this.quantities.whenIdle(),
      this.portions.whenIdle(),
      this.mixQuantities.whenIdle(),
    ]);
    await this.requests.settled();
    return taken.every(Boolean);
  }

  /**
   * COPIAR PEDIDO: the old order's items still sold go into the cart (created when there is
   * none), after the changes still waiting for their quiet period, so that neither overwrites the other.
   * Answers the names of the items not copied; rejects with the server's error.
   */
  async copyOrder(from: string): Promise<string[]> {
    await this.loaded();
    this.flush();
    let notCopied: string[] = [];
    await this.requests.enqueue(async () => {
      let cart = this.serverOrder;
      if (!cart || !isOpen(cart)) {
        cart = await createCart([]);
        this.receive(cart);
      }
      const copied = await copyOrderInto(cart, from);
      this.receive(copied.order);
      trackOrderChange(cart, copied.order);
      for (const item of grownItems(cart, copied.order)) this.notices.announce(item);
      notCopied = copied.notCopied;
    });
    return notCopied;
  }

  /** A cart not loaded yet (a guest's stored one included) is found before deciding to create one. */
  private async loaded(): Promise<void> {
    if (this.cart() === undefined)
      await this.client.fetchQuery({ queryKey: queryKeys.cart.current(), queryFn: () => this.load() });
  }

  private cart(): Order | null | undefined {
    return this.client.getQueryData<Order | null>(queryKeys.cart.current());
  }

  private withPending(order: Order | null): Order | null {
    let view = order;
    for (const [key, quantity] of this.quantities.pending()) {
      const ref = this.lines.get(key);
      if (ref) view = withLineQuantity(view, ref.variant, quantity, { mixId: ref.mixId });
    }
    for (const [lineId, size] of this.portions.pending()) {
      if (view) view = withLineChanges(view, lineId, { portioningSize: size });
    }
    for (const [mixId, quantity] of this.mixQuantities.pending()) {
      if (view) view = withMixQuantity(view, mixId, quantity);
    }
    return view;
  }

  private unsentLines(): UnsentLine[] {
    return [...this.quantities.pending()].flatMap(([key, quantity]) => {
      const ref = this.lines.get(key);
      return ref && quantity >= ref.variant.minimumQuantity ? [{ ...ref, quantity }] : [];
    });
  }

  /**
   * Until the server has created the cart, its lines are also kept in this browser as they change: a page
   * that goes away before the answer (with the new cart's token) arrives cannot lose them, and the next
   * page sends them when it finds no cart. Kept at each change, not when the page goes away: by then the
   * request may already have failed for want of a page to answer (Chromium aborts it as it unloads), which
   * is why a failed request takes its line out of here only when the server refused it. So are the
   * quantities changed while offline, in a cart the server has: a page reloaded offline still shows them.
   */
  private keepUnsentLines(): void {
    // Before the first load has taken an earlier page's lines, writing would overwrite them.
    if (!this.restored) return;
    if (this.serverOrder && !this.quantities.isWaitingForConnection()) {
      clearUnsentLines();
      return;
    }
    const unsent = this.unsentLines();
    if (unsent.length > 0) saveUnsentLines(unsent);
    else clearUnsentLines();
  }

  /**
   * Lines a previous page could not see through (see keepUnsentLines): sent at once, shown meanwhile.
   * Quantities are absolute, so a line the server already has at that quantity is left alone.
   */
  private resend(lines: UnsentLine[]): void {
    // Lines this page changed before its first load (the buttons go live without a slow cart) keep
    // their quantity and their quiet period.
    const unknown = lines.filter(
      ({ variant, mixId, quantity }) =>
        !this.lines.has(lineKey(variant.id, mixId)) &&
        quantity !== (findLine(this.serverOrder, variant.id, mixId)?.quantity ?? 0),
    );
    for (const { variant, mixId, quantity } of unknown) {
      const key = lineKey(variant.id, mixId);
      this.lines.set(key, { variant, mixId });
      this.quantities.change(key, quantity, findLine(this.serverOrder, variant.id, mixId)?.quantity ?? 0);
    }
    this.keepUnsentLines();
    if (unknown.length > 0) this.quantities.flush();
    this.watchIdle(this.quantities);
  }

  private show(): void {
    this.client.setQueryData(queryKeys.cart.current(), this.withPending(this.serverOrder));
  }

  private async sendQuantity(key: string, quantity: number): Promise<void> {
    const ref = this.lines.get(key);
    if (!ref) return;
    const { variant, mixId } = ref;
    const before = findLine(this.serverOrder, variant.id, mixId)?.quantity ?? 0;
    const request = lineQuantityRequest(this.serverOrder, ref, quantity);
    if (request) this.receive(await request);
    const after = findLine(this.serverOrder, variant.id, mixId)?.quantity ?? 0;
    trackLineChange(variant, before, after, this.serverOrder?.number ?? null);
  }

  private async sendPortioning(lineId: number, size: number): Promise<void> {
    const request = portioningRequest(this.serverOrder, lineId, size);
    if (request) this.receive(await request);
  }

  private async sendMixQuantity(mixId: number, quantity: number): Promise<void> {
    const mix = this.mixes.get(mixId);
    const before = this.serverOrder;
    const request = mix ? mixQuantityRequest(before, mix, quantity) : null;
    if (!request) return;
    this.receive(await request);
    trackOrderChange(before, this.serverOrder);
  }

  private watchIdle(sync: QuantitySync<string> | QuantitySync<number>): void {
    void sync.whenIdle().then(() => this.requests.notify());
  }
}

const controllers = new WeakMap<QueryClient, CartController>();

/** One cart controller per query client (one per browser tab). */
export function cartController(client: QueryClient): CartController {
  let controller = controllers.get(client);
  if (!controller) {
    controller = new CartController(client);
    controllers.set(client, controller);
    // A change made just before leaving the page must not wait 700 ms for a page that is gone; one made
    // offline goes as soon as the connection is back; a guest's cart another tab made is this tab's too.
    if (typeof window !== 'undefined') {
      window.addEventListener('pagehide', controller.flush);
      window.addEventListener('online', controller.resume);
      window.addEventListener('storage', controller.storageChanged);
    }
  }
  return controller;
}

/**
 * The cart's controller for the pages that render with React Query (cart, checkout, blends, barbecue):
 * the same one the live parts use, as they share the browser's client.
 */
export function useCartController(): CartController {
  return cartController(useQueryClient());
}
