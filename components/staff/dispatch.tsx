'use client';

/**
 * Dispatch (/equipe/expedicao): the ready orders of each delivery window. An order without a driver gets
 * one (from the board's drivers) and a vehicle plate (PUT .../dispatch); each driver's route is put in
 * delivery order with up and down buttons, reachable by keyboard, and saved (PUT /admin/routes). The board
 * refreshes meanwhile; a route being reordered keeps the order on screen until it is saved. The first
 * window is open, the others show their counts until opened; a window draws its first orders without a
 * driver and the others on 'Mostrar mais'.
 */
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useBoard, useSaveRoute, type BoardOrder, type StaffMember } from '@/lib/api-client/staff';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import { kilos, readDate } from './board-model';
import { failureText } from './failure-text';
import {
  dispatchWindows,
  knownPlates,
  moveItem,
  reconcileRoute,
  type DispatchWindow,
  type DriverRoute,
} from './dispatch-model';
import { ShowMoreButton } from './show-more';
import { StaffDayFrame } from './staff-day-frame';
import { iconButton, primaryButton, secondaryButton } from './staff-buttons';
import type * as AssignFormModule from './assign-form';
import { useAddressParams } from './use-address-params';
import { useDrawnDay } from './use-drawn-day';

/**
 * The orders without a driver a window draws at first and at each 'Mostrar mais', each with its form: a
 * busy day's dozens of forms drawn at once kept a tablet's main thread busy for half a second
 * (docs/performance.md).
 */
const FORMS_AT_ONCE = 5;

const loadAssignForm = () => import('./assign-form');
/** The assign form's module, loaded once for the screen (every form of a 'Mostrar mais' draws at once). */
const LoadedAssignForm = createContext<typeof AssignFormModule | null>(null);

/** The assign form once its module has loaded; until then a placeholder of its size (no layout shift). */
function AssignForm(props: ComponentProps<typeof AssignFormModule.AssignForm>) {
  const loaded = useContext(LoadedAssignForm);
  return loaded ? (
    <loaded.AssignForm {...props} />
  ) : (
    <p className="mt-2 min-h-[15.75rem] text-sm text-warm-700 sm:min-h-[5.75rem]">
      Carregando o formulário...
    </p>
  );
}

export function StaffDispatch() {
  const { params, change } = useAddressParams();
  const date = readDate(params);
  const board = useBoard(date);
  const drawn = useDrawnDay(board.data);
  const assignForm = useLoadedModule(loadAssignForm);
  return (
    <LoadedAssignForm value={assignForm}>
      <StaffDayFrame
        title="Expedição"
        date={date}
        board={board}
        drawn={drawn}
        onDay={(day) => change({ data: day })}
        loadingText="Carregando os pedidos prontos..."
      >
        {(day) => (
          <DispatchContent
            date={day.date}
            windows={dispatchWindows(day)}
            drivers={day.drivers}
            plates={knownPlates(day)}
          />
        )}
      </StaffDayFrame>
    </LoadedAssignForm>
  );
}

function DispatchContent({
  date,
  windows,
  drivers,
  plates,
}: {
  date: string;
  windows: DispatchWindow[];
  drivers: StaffMember[];
  plates: Map<number, string>;
}) {
  const withOrders = windows.filter((window) => window.unassigned.length > 0 || window.routes.length > 0);
  if (withOrders.length === 0) {
    return (
      <p className="rounded-lg bg-white p-8 text-center ring-1 ring-warm-200">
        Nenhum pedido pronto para entrega neste dia.
      </p>
    );
  }
  return (
    <>
      {drivers.length === 0 && (
        <FormAlert>Nenhum entregador cadastrado: cadastre um para atribuir as entregas.</FormAlert>
      )}
      {withOrders.map((window, index) => (
        <WindowSection
          key={`${date}|${window.key}`}
          window={window}
          initiallyOpen={index === 0}
          drivers={drivers}
          plates={plates}
        />
      ))}
    </>
  );
}

/**
 * A window's ready orders, the first window open and the others closed to their counts until opened (a
 * busy day's every window drawn at once kept a tablet busy): its first orders without a driver, each with
 * its form, the rest on 'Mostrar mais'; each driver's route whole, since it is put in order as a whole.
 */
function WindowSection({
  window,
  initiallyOpen,
  drivers,
  plates,
}: {
  window: DispatchWindow;
  initiallyOpen: boolean;
  drivers: StaffMember[];
  plates: Map<number, string>;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const [shown, setShown] = useState(FORMS_AT_ONCE);
  const contentId = useId();
  const { unassigned } = window;
  const routed = window.routes.reduce((sum, route) => sum + route.orders.length, 0);
  return (
    <section
      aria-labelledby={`expedicao-${window.key}`}
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id={`expedicao-${window.key}`} className="text-lg font-bold">
          {window.label}
        </h2>
        <p className="text-sm text-warm-700" data-testid="dispatch-counts">
          {unassigned.length} sem entregador · {routed} em {window.routes.length === 1 ? 'rota' : 'rotas'}
        </p>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={open}
          aria-controls={contentId}
          aria-label={`${open ? 'Recolher' : 'Mostrar'} ${window.label}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Recolher' : 'Mostrar'}
        </button>
      </header>
      {open && (
        <div id={contentId} className="flex flex-col gap-3">
          {unassigned.length > 0 && (
            <div className="flex flex-col gap-2">
              <h3 className="font-bold">Sem entregador</h3>
              <ul className="flex flex-col gap-3">
                {unassigned.slice(0, shown).map((order) => (
                  <li key={order.number} className="rounded border border-warm-200 p-3">
                    <OrderSummary order={order} />
                    <AssignForm order={order} drivers={drivers} plates={plates} />
                  </li>
                ))}
              </ul>
              {unassigned.length > shown && (
                <ShowMoreButton
                  left={unassigned.length - shown}
                  onClick={() => setShown((n) => n + FORMS_AT_ONCE)}
                />
              )}
            </div>
          )}
          {window.routes.map((route) => (
            <RouteEditor key={route.driver.id} route={route} drivers={drivers} plates={plates} />
          ))}
        </div>
      )}
    </section>
  );
}

function OrderSummary({ order }: { order: BoardOrder }) {
  return (
    <p className="flex flex-wrap gap-x-3">
      <span className="font-mono font-bold">#{order.number}</span>
      <span className="font-semibold">{order.firstName}</span>
      <span className="text-warm-700">
        {[order.neighborhood, order.grams > 0 ? kilos(order.grams) : null].filter(Boolean).join(' · ')}
      </span>
    </p>
  );
}

/** One driver's route in a window: reordered with up and down, saved with 'Salvar rota'. */
function RouteEditor({
  route,
  drivers,
  plates,
}: {
  route: DriverRoute;
  drivers: StaffMember[];
  plates: Map<number, string>;
}) {
  const save = useSaveRoute();
  const id = useId();
  // null follows the server; a list is the order given on screen, kept until it is saved.
  const [local, setLocal] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const byNumber = new Map(route.orders.map((order) => [order.number, order]));
  const numbers = reconcileRoute(
    local,
    route.orders.map((order) => order.number),
  );
  const dirty = local !== null;
  const plate = route.orders.find((order) => order.licensePlate)?.licensePlate;

  const move = (index: number, delta: -1 | 1) => {
    const next = moveItem(numbers, index, delta);
    const number = numbers[index]!;
    setLocal(next);
    save.reset();
    setAnnouncement(`Pedido ${number} na posição ${next.indexOf(number) + 1} de ${next.length}.`);
    // The row moved: keep the focus on the button pressed, or on its twin once it reaches an end.
    const target = next.indexOf(number) + delta;
    const direction =
      target < 0 || target >= next.length ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(`${id}-${number}-${direction}`)?.focus());
  };

  const onSave = () =>
    save.mutate(numbers, {
      onSuccess: () => {
        setLocal(null);
        setAnnouncement('Rota salva.');
      },
    });

  return (
    <div className="flex flex-col gap-2 border-t border-warm-200 pt-3">
      <h3 className="font-bold">
        Rota de {route.driver.name}
        {plate && <span className="font-normal text-warm-700"> · {plate}</span>}
      </h3>
      <ol className="flex flex-col gap-2" aria-label={`Rota de ${route.driver.name}`}>
        {numbers.map((number, index) => {
          const order = byNumber.get(number);
          if (!order) return null;
          return (
            <li key={number} data-number={number} className="rounded border border-warm-200 p-2">
              <div className="flex items-center gap-3">
                <span
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink font-bold text-white"
                  aria-hidden
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <OrderSummary order={order} />
                </div>
                <button
                  type="button"
                  id={`${id}-${number}-up`}
                  className={iconButton}
                  aria-label={`Subir o pedido ${number}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  id={`${id}-${number}-down`}
                  className={iconButton}
                  aria-label={`Descer o pedido ${number}`}
                  disabled={index === numbers.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Trocar o entregador do pedido ${number}`}
                  aria-expanded={editing === number}
                  onClick={() => setEditing((open) => (open === number ? null : number))}
                >
                  Trocar
                </button>
              </div>
              {editing === number && (
                <AssignForm order={order} drivers={drivers} plates={plates} onDone={() => setEditing(null)} />
              )}
            </li>
          );
        })}
      </ol>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-warm-700">
        {announcement}
      </p>
      {save.isError && <FormAlert>{failureText(save.error)}</FormAlert>}
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} disabled={!dirty || save.isPending} onClick={onSave}>
          {save.isPending ? 'Carregando...' : 'Salvar rota'}
        </button>
        {dirty && (
          <button type="button" className={secondaryButton} onClick={() => setLocal(null)}>
            Desfazer
          </button>
        )}
      </div>
    </div>
  );
}
