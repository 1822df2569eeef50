'use client';

/**
 * The manager's departments (/equipe/loja/departamentos; docs/business-rules.md, Store back office): the
 * menu's departments in order with their subdepartments, each renamed, moved up or down, deleted after a
 * question (the API refuses one that holds products, and its words show beside it), and each one's
 * picture (a department's card; a subdepartment's chip on the department page). Names are checked by the contract's schema, the API's messages at the same field.
 */
import { createContext, memo, useContext, useDeferredValue, useState, type ComponentProps } from 'react';
import { ConfirmAction } from '@/components/staff/confirm-action';
import { failureText } from '@/components/staff/failure-text';
import { dangerButton, iconButton, secondaryButton } from '@/components/staff/staff-buttons';
import { FormAlert } from '@/components/ui/form/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import {
  useChangeDepartments,
  useSendDepartmentImage,
  useStoreDepartments,
  type DepartmentChange,
  type StoreDepartment,
} from '@/lib/api-client/store-departments';
import { SUBDEPARTMENT_PICTURE } from '@/lib/catalogue/department';
import { useLoadedModule } from '@/components/ui/use-loaded-module';
import type * as NameFormModule from './department-name-form';
import { PictureUpload } from './picture-upload';

const loadNameForm = () => import('./department-name-form');
/** The name form's module, loaded once for the screen after its first paint. */
const LoadedNameForm = createContext<typeof NameFormModule | null>(null);

/** The name form once its module has loaded; until then a line saying so (a tap rarely comes first). */
function NameForm(props: ComponentProps<typeof NameFormModule.DepartmentNameForm>) {
  const loaded = useContext(LoadedNameForm);
  return loaded ? (
    <loaded.DepartmentNameForm {...props} />
  ) : (
    <p role="status" className="text-sm text-warm-700">
      Carregando o formulário...
    </p>
  );
}

const productsText = (n: number) => (n === 0 ? 'sem produtos' : n === 1 ? '1 produto' : `${n} produtos`);

/** `ids` with the one at `index` swapped with its neighbour `by` (-1 up, +1 down). */
function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  [next[index], next[index + by]] = [next[index + by]!, next[index]!];
  return next;
}

export function StoreDepartments() {
  const departments = useStoreDepartments();
  // The form's save shows its failure at the form; the moves' failures show above the list.
  const create = useChangeDepartments();
  const order = useChangeDepartments();
  const [adding, setAdding] = useState(false);
  // The departments with their subdepartments, forms and buttons are drawn in a background render that
  // hands the main thread back every few milliseconds, rather than in one long task as the answer arrives
  // (docs/performance.md); until then the list is loading. A change's answer is drawn the same way.
  const drawn = useDeferredValue(departments.data);
  const nameForm = useLoadedModule(loadNameForm);
  return (
    <LoadedNameForm value={nameForm}>
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">Departamentos</h1>
        <p className="text-sm text-warm-700">
          A ordem daqui é a do menu e da página de departamentos. Um departamento ou subdepartamento com
          produtos (mesmo arquivados) não pode ser excluído: mova os produtos antes.
        </p>
        {adding ? (
          <NameForm
            title="Novo departamento"
            submitLabel="Criar departamento"
            onCancel={() => setAdding(false)}
            save={async (body) => {
              await create.mutateAsync({ kind: 'create', body });
              setAdding(false);
            }}
          />
        ) : (
          <button type="button" className={`${secondaryButton} self-start`} onClick={() => setAdding(true)}>
            Novo departamento
          </button>
        )}
        {order.isError && <FormAlert>{failureText(order.error)}</FormAlert>}
        {departments.isError && !departments.data ? (
          <RetryAlert
            message="Não foi possível carregar os departamentos."
            onRetry={() => void departments.refetch()}
          />
        ) : !drawn ? (
          <p role="status" className="py-8 text-center text-warm-700">
            Carregando...
          </p>
        ) : drawn.departments.length === 0 ? (
          <p className="rounded-lg bg-white p-6 text-center ring-1 ring-warm-200">
            Nenhum departamento ainda: a loja mostra &ldquo;Nenhum departamento disponível&rdquo;.
          </p>
        ) : (
          <DepartmentList departments={drawn.departments} reorder={order.mutate} />
        )}
      </div>
    </LoadedNameForm>
  );
}

/**
 * The departments, memoized: the screen's own renders (a form opened above, a move under way) leave them
 * as drawn.
 */
const DepartmentList = memo(function DepartmentList({
  departments,
  reorder,
}: {
  departments: StoreDepartment[];
  reorder: (change: DepartmentChange) => void;
}) {
  return (
    <ol aria-label="Departamentos" className="flex flex-col gap-3">
      {departments.map((department, index, all) => (
        <DepartmentItem
          key={department.id}
          department={department}
          first={index === 0}
          last={index === all.length - 1}
          move={(by) =>
            reorder({
              kind: 'order',
              ids: moved(
                all.map((d) => d.id),
                index,
                by,
              ),
            })
          }
        />
      ))}
    </ol>
  );
});

function DepartmentItem({
  department,
  first,
  last,
  move,
}: {
  department: StoreDepartment;
  first: boolean;
  last: boolean;
  move: (by: -1 | 1) => void;
}) {
  const change = useChangeDepartments();
  const save = useChangeDepartments();
  const sendImage = useSendDepartmentImage();
  const [editing, setEditing] = useState<'name' | 'new-sub' | null>(null);
  const act = (what: DepartmentChange) => change.mutate(what);
  return (
    <li
      className="flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-warm-200"
      aria-label={department.name}
    >
      <div className="flex flex-wrap items-center gap-3">
        {department.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the stored picture, as it is
          <img src={department.imageUrl} alt="" width={90} height={60} className="rounded object-cover" />
        ) : (
          <span className="grid h-[60px] w-[90px] place-items-center rounded bg-warm-100 text-xs text-warm-700">
            Sem imagem
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold">{department.name}</h2>
          <p className="text-sm text-warm-700">
            {productsText(department.productCount)} · {department.subdepartments.length} subdepartamentos
          </p>
        </div>
        <button
          type="button"
          className={iconButton}
          aria-label={`Subir ${department.name}`}
          disabled={first}
          onClick={() => move(-1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Descer ${department.name}`}
          disabled={last}
          onClick={() => move(1)}
        >
          ↓
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-label={`Renomear ${department.name}`}
          onClick={() => setEditing('name')}
        >
          Renomear
        </button>
        <ConfirmAction
          label="Excluir"
          question={`Excluir o departamento ${department.name} e os seus subdepartamentos?`}
          confirmLabel="Sim, excluir"
          busy={change.isPending}
          buttonClassName={dangerButton}
          onConfirm={() => act({ kind: 'delete', id: department.id })}
        />
      </div>
      {change.isError && <FormAlert>{failureText(change.error)}</FormAlert>}
      {editing === 'name' && (
        <NameForm
          title={`Renomear ${department.name}`}
          submitLabel="Salvar nome"
          initial={department.name}
          onCancel={() => setEditing(null)}
          save={async (body) => {
            await save.mutateAsync({ kind: 'rename', id: department.id, body });
            setEditing(null);
          }}
        />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <PictureUpload
          label={`Foto de ${department.name}`}
          send={(file, onProgress) => sendImage(department.id, file, onProgress)}
        />
        {department.imageUrl && (
          <button
            type="button"
            className={dangerButton}
            onClick={() => act({ kind: 'remove-image', id: department.id })}
          >
            Remover foto
          </button>
        )}
      </div>
      <Subdepartments department={department} />
      {editing === 'new-sub' ? (
        <NameForm
          title={`Novo subdepartamento de ${department.name}`}
          submitLabel="Criar subdepartamento"
          onCancel={() => setEditing(null)}
          save={async (body) => {
            await save.mutateAsync({ kind: 'create-sub', departmentId: department.id, body });
            setEditing(null);
          }}
        />
      ) : (
        <button
          type="button"
          className={`${secondaryButton} self-start`}
          onClick={() => setEditing('new-sub')}
        >
          Novo subdepartamento
        </button>
      )}
    </li>
  );
}

function Subdepartments({ department }: { department: StoreDepartment }) {
  const change = useChangeDepartments();
  const save = useChangeDepartments();
  const sendImage = useSendDepartmentImage({ subdepartment: true });
  const [renaming, setRenaming] = useState<number | null>(null);
  const [picturing, setPicturing] = useState<number | null>(null);
  const ids = department.subdepartments.map((sub) => sub.id);
  if (department.subdepartments.length === 0)
    return (
      <p className="text-sm text-warm-700">Nenhum subdepartamento: a página do departamento fica vazia.</p>
    );
  return (
    <>
      <ol aria-label={`Subdepartamentos de ${department.name}`} className="flex flex-col gap-2 pl-4">
        {department.subdepartments.map((sub, index) => (
          <li key={sub.id} className="flex flex-col gap-2 border-l-2 border-warm-200 pl-3">
            <div className="flex flex-wrap items-center gap-2">
              {sub.imageUrl && (
                // eslint-disable-next-line @next/next/no-img-element -- the stored picture, as the chip shows it
                <img
                  src={sub.imageUrl}
                  alt=""
                  width={SUBDEPARTMENT_PICTURE.shown}
                  height={SUBDEPARTMENT_PICTURE.shown}
                  className="rounded-full object-cover"
                />
              )}
              <p className="min-w-0 flex-1">
                <span className="font-semibold">{sub.name}</span>{' '}
                <span className="text-sm text-warm-700">· {productsText(sub.productCount)}</span>
              </p>
              <button
                type="button"
                className={iconButton}
                aria-label={`Subir ${sub.name}`}
                disabled={index === 0}
                onClick={() =>
                  change.mutate({
                    kind: 'order-subs',
                    departmentId: department.id,
                    ids: moved(ids, index, -1),
                  })
                }
              >
                ↑
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Descer ${sub.name}`}
                disabled={index === ids.length - 1}
                onClick={() =>
                  change.mutate({
                    kind: 'order-subs',
                    departmentId: department.id,
                    ids: moved(ids, index, 1),
                  })
                }
              >
                ↓
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Renomear ${sub.name}`}
                onClick={() => setRenaming(sub.id)}
              >
                Renomear
              </button>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Foto de ${sub.name}`}
                aria-expanded={picturing === sub.id}
                onClick={() => setPicturing(picturing === sub.id ? null : sub.id)}
              >
                Foto
              </button>
              <ConfirmAction
                label="Excluir"
                question={`Excluir o subdepartamento ${sub.name}?`}
                confirmLabel="Sim, excluir"
                busy={change.isPending}
                buttonClassName={dangerButton}
                onConfirm={() => change.mutate({ kind: 'delete-sub', id: sub.id })}
              />
            </div>
            {renaming === sub.id && (
              <NameForm
                title={`Renomear ${sub.name}`}
                submitLabel="Salvar nome"
                initial={sub.name}
                onCancel={() => setRenaming(null)}
                save={async (body) => {
                  await save.mutateAsync({ kind: 'rename-sub', id: sub.id, body });
                  setRenaming(null);
                }}
              />
            )}
            {picturing === sub.id && (
              <div className="flex flex-wrap items-end gap-3">
                <PictureUpload
                  label={`Foto de ${sub.name} (no botão do subdepartamento, na página do departamento)`}
                  send={async (file, onProgress) => {
                    await sendImage(sub.id, file, onProgress);
                    setPicturing(null);
                  }}
                />
                {sub.imageUrl && (
                  <button
                    type="button"
                    className={dangerButton}
                    onClick={() => change.mutate({ kind: 'remove-sub-image', id: sub.id })}
                  >
                    Remover foto de {sub.name}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {change.isError && <FormAlert>{failureText(change.error)}</FormAlert>}
    </>
  );
}
