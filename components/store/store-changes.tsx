'use client';

/**
 * The audit of the store (/equipe/loja/historico): every change of products, variants' stock and prices,
 * pictures, holidays, delivery windows, coupons, departments, banners, the store's information and delivery
 * terms, latest first, 50 a page, with who made it, when, and each changed field from → to.
 * Loading, empty and failed pages each say so.
 */
import { lightFormat } from 'date-fns';
import { useState } from 'react';
import { useStoreChanges, type StoreChange } from '@/lib/api-client/store';
import { STORE_CHANGES_PER_PAGE, STORE_CHANGE_ENTITY_LABELS } from '@/lib/sales-api/store-changes-text';
import { shopWallClock } from '@/lib/shop-time-zone';
import { changeKind, changedFields, kindAfter } from '@/lib/store/changes';
import { secondaryButton } from '@/components/staff/staff-buttons';

const entityName = (entity: string) => STORE_CHANGE_ENTITY_LABELS[entity] ?? entity;

/**
 * What the change was about, by the name it had (or has); none for the store's one-of-a-kind things (its
 * information, delivery terms, the menu's order), whose ids are words.
 */
function subjectOf(change: StoreChange): string | null {
  if (!/^\d+$/.test(change.entityId)) return null;
  const snapshot = change.after ?? change.before ?? {};
  const name = snapshot.name ?? snapshot.code ?? snapshot.alt;
  return typeof name === 'string' && name ? `${name} (nº ${change.entityId})` : `nº ${change.entityId}`;
}

function ChangeItem({ change }: { change: StoreChange }) {
  const kind = changeKind(change.before, change.after);
  const fields = changedFields(change.before, change.after);
  const subject = subjectOf(change);
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-warm-200">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <time dateTime={change.at} className="text-sm text-warm-700">
          {lightFormat(shopWallClock(change.at), 'dd/MM/yyyy HH:mm')}
        </time>
        <span className="font-bold">
          {entityName(change.entity)} {kindAfter(change.entity, kind)}
          {subject && `: ${subject}`}
        </span>
        <span className="text-sm text-warm-700">por {change.staff?.name ?? 'a própria loja'}</span>
      </p>
      {kind === 'changed' && fields.length > 0 && (
        <table className="mt-2 w-full text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Campo</th>
              <th scope="col">Antes</th>
              <th scope="col">Depois</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.field} className="align-top">
                <th scope="row" className="py-0.5 pr-3 font-semibold">
                  {field.label}
                </th>
                <td className="break-all py-0.5 pr-3 text-warm-700 line-through">{field.before}</td>
                <td className="break-all py-0.5">{field.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand">Antes e depois (JSON)</summary>
        <div className="mt-1 grid gap-2 md:grid-cols-2">
          {(
            [
              ['Antes', change.before],
              ['Depois', change.after],
            ] as const
          ).map(([label, snapshot]) => (
            <figure key={label}>
              <figcaption className="font-semibold">{label}</figcaption>
              <pre className="overflow-x-auto rounded bg-warm-100 p-2">
                {JSON.stringify(snapshot, null, 2)}
              </pre>
            </figure>
          ))}
        </div>
      </details>
    </li>
  );
}

export function StoreChanges() {
  const [entity, setEntity] = useState('');
  const [page, setPage] = useState(1);
  const changes = useStoreChanges({ entity, page });
  const pages = changes.data ? Math.max(1, Math.ceil(changes.data.count / STORE_CHANGES_PER_PAGE)) : 1;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-extrabold">Histórico de alterações</h1>
      <label className="flex max-w-xs flex-col gap-1 text-sm font-semibold text-warm-700">
        Mostrar
        <select
          value={entity}
          onChange={(event) => {
            setEntity(event.target.value);
            setPage(1);
          }}
          className="min-h-11 rounded border border-warm-200 bg-white px-3 text-ink"
        >
          <option value="">Todas as alterações</option>
          {Object.entries(STORE_CHANGE_ENTITY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {changes.isPending ? (
        <p role="status">Carregando alterações...</p>
      ) : changes.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded bg-brand-light p-3 text-brand-dark"
        >
          Não foi possível carregar o histórico.
          <button type="button" className={secondaryButton} onClick={() => void changes.refetch()}>
            Tentar de novo
          </button>
        </div>
      ) : changes.data.changes.length === 0 ? (
        <p role="status" className="rounded bg-warm-100 p-4">
          Nenhuma alteração registrada ainda.
        </p>
      ) : (
        <>
          <ol aria-label="Alterações" className="flex flex-col gap-2">
            {changes.data.changes.map((change) => (
              <ChangeItem key={change.id} change={change} />
            ))}
          </ol>
          <nav aria-label="Páginas do histórico" className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              className={secondaryButton}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Mais recentes
            </button>
            <span className="text-sm text-warm-700">
              Página {page} de {pages}
            </span>
            <button
              type="button"
              className={secondaryButton}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Mais antigas
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
