'use client';

/**
 * The manager's departments and subdepartments (/equipe/loja/departamentos) as React Query hooks over the
 * admin API of lib/sales-api/store-departments.ts. Every change answers the department (or the whole list,
 * for the menu's order), which the list takes at once; the list is then asked again.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Camelized } from '@/lib/sales-api/case';
import type {
  DepartmentBody,
  StoreDepartmentJson,
  StoreDepartmentsJson,
} from '@/lib/sales-api/store-departments';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';
import { auditAgain, sendPicture } from './store';

export type StoreDepartment = Camelized<StoreDepartmentJson>;
type Departments = Camelized<StoreDepartmentsJson>;

const DEPARTMENTS = '/admin/store/departments';

export function useStoreDepartments() {
  return useQuery({
    queryKey: queryKeys.storeSettings.departments(),
    queryFn: ({ signal }) => apiRequest<StoreDepartmentsJson>('GET', DEPARTMENTS, { signal }),
    retry: false,
  });
}

/**
 * Puts an answered department (or list) into the cached list, then has the list asked again, with the
 * product form's subdepartments (a new or renamed one is offered there at once) and the audit.
 */
function useDepartmentsAnswer() {
  const client = useQueryClient();
  return (answer: StoreDepartment | Departments | null) => {
    if (answer && 'departments' in answer) client.setQueryData(queryKeys.storeSettings.departments(), answer);
    else if (answer)
      client.setQueryData<Departments>(queryKeys.storeSettings.departments(), (list) =>
        list ? { departments: list.departments.map((d) => (d.id === answer.id ? answer : d)) } : list,
      );
    void client.invalidateQueries({ queryKey: queryKeys.storeSettings.departments() });
    void client.invalidateQueries({ queryKey: queryKeys.store.options() });
    void auditAgain(client);
  };
}

/** What the department screen changes, each call one API request. */
export type DepartmentChange =
  | { kind: 'create'; body: DepartmentBody }
  | { kind: 'rename'; id: number; body: DepartmentBody }
  | { kind: 'delete'; id: number }
  | { kind: 'order'; ids: number[] }
  | { kind: 'remove-image'; id: number }
  | { kind: 'create-sub'; departmentId: number; body: DepartmentBody }
  | { kind: 'rename-sub'; id: number; body: DepartmentBody }
  | { kind: 'delete-sub'; id: number }
  | { kind: 'remove-sub-image'; id: number }
  | { kind: 'order-subs'; departmentId: number; ids: number[] };

function request(change: DepartmentChange): Promise<StoreDepartment | Departments | null> {
  switch (change.kind) {
    case 'create':
      return apiRequest<StoreDepartmentJson>('POST', DEPARTMENTS, { body: change.body });
    case 'rename':
      return apiRequest<StoreDepartmentJson>('PUT', `${DEPARTMENTS}/${change.id}`, { body: change.body });
    case 'delete':
      return apiRequest<null>('DELETE', `${DEPARTMENTS}/${change.id}`);
    case 'order':
      return apiRequest<StoreDepartmentsJson>('PUT', `${DEPARTMENTS}/order`, { body: { ids: change.ids } });
    case 'remove-image':
      return apiRequest<StoreDepartmentJson>('DELETE', `${DEPARTMENTS}/${change.id}/image`);
    case 'create-sub':
      return apiRequest<StoreDepartmentJson>('POST', `${DEPARTMENTS}/${change.departmentId}/subdepartments`, {
        body: change.body,
      });
    case 'rename-sub':
      return apiRequest<StoreDepartmentJson>('PUT', `/admin/store/subdepartments/${change.id}`, {
        body: change.body,
      });
    case 'delete-sub':
      return apiRequest<StoreDepartmentJson>('DELETE', `/admin/store/subdepartments/${change.id}`);
    case 'remove-sub-image':
      return apiRequest<StoreDepartmentJson>('DELETE', `/admin/store/subdepartments/${change.id}/image`);
    case 'order-subs':
      return apiRequest<StoreDepartmentJson>(
        'PUT',
        `${DEPARTMENTS}/${change.departmentId}/subdepartments/order`,
        { body: { ids: change.ids } },
      );
  }
}

export function useChangeDepartments() {
  const answered = useDepartmentsAnswer();
  return useMutation({ mutationFn: request, onSuccess: answered });
}

/**
 * Sends a department's (or, `subdepartment`, a subdepartment's) picture with its progress; the list takes
 * the answered department.
 */
export function useSendDepartmentImage({ subdepartment = false } = {}) {
  const answered = useDepartmentsAnswer();
  const base = subdepartment ? '/admin/store/subdepartments' : DEPARTMENTS;
  return async (id: number, file: File, onProgress: (share: number) => void) =>
    answered(await sendPicture<StoreDepartmentJson>(`${base}/${id}/image`, { file }, onProgress));
}
