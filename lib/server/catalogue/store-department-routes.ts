/**
 * The store back office's departments and subdepartments (docs/business-rules.md, Store back office), for the
 * 'store' capability (the manager): 403 for guests and everyone else, before any input is read. Bad
 * input is a 422 with the contract's pt-BR messages at the fields (lib/sales-api/store-departments.ts).
 */
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonContent } from '@/lib/sales-api/accounts';
import { errorSchema, idParamSchema, staffRefused } from '@/lib/sales-api/openapi-parts';
import {
  departmentBodySchema,
  pictureUploadSchema,
  orderBodySchema,
  storeDepartmentSchema,
  storeDepartmentsSchema,
} from '@/lib/sales-api/store-departments';
import { requireUser, staffCan } from '../api/authenticate';
import type { ApiApp, ApiEnv } from '../api/env';
import { mediaStorage } from '../media/image-storage';
import {
  createDepartment,
  createSubdepartment,
  deleteDepartment,
  deleteSubdepartment,
  listStoreDepartments,
  orderDepartments,
  orderSubdepartments,
  removeDepartmentImage,
  removeSubdepartmentImage,
  renameDepartment,
  renameSubdepartment,
  setDepartmentImage,
  setSubdepartmentImage,
  type DepartmentDeps,
} from './store-departments';

const failures = {
  403: staffRefused('store'),
  404: jsonContent(errorSchema, 'No such department or subdepartment'),
  422: jsonContent(errorSchema, 'Invalid input: the pt-BR message of each field'),
} as const;
const holdsProducts = {
  409: jsonContent(errorSchema, 'It holds products (of any status): says how many, at the field'),
} as const;

const department = (description: string) => jsonContent(storeDepartmentSchema, description);

async function departmentDeps(c: { var: ApiEnv['Variables'] }): Promise<DepartmentDeps> {
  const staff = await requireUser(c);
  return {
    db: await c.var.deps.getDb(),
    staffId: staff.id,
    storage: c.var.deps.mediaStorage ?? mediaStorage(),
  };
}

const route = <R extends Parameters<typeof createRoute>[0]>(spec: R) =>
  createRoute({
    ...spec,
    tags: ['Store back office'],
    security: [{ bearer: [] }],
    middleware: staffCan('store'),
  });

const FOLLOW =
  'The menus, the department pages, the search and the sitemap follow on every instance within moments (the catalogue change fan-out).';

const listRoute = route({
  method: 'get',
  path: '/admin/store/departments',
  summary: 'Every department in shop order, with its subdepartments and how many products each holds (store)',
  responses: { 200: jsonContent(storeDepartmentsSchema, 'The departments'), ...failures },
});

const createDepartmentRoute = route({
  method: 'post',
  path: '/admin/store/departments',
  summary: 'A new department, last in the menu (store)',
  description: `One name per department ('Já existe um departamento com esse nome', 422). ${FOLLOW}`,
  request: { body: jsonBody(departmentBodySchema) },
  responses: { 201: department('The department'), ...failures },
});

const orderDepartmentsRoute = route({
  method: 'put',
  path: '/admin/store/departments/order',
  summary: "The menu's order: every department's id once, first shown first (store)",
  description: FOLLOW,
  request: { body: jsonBody(orderBodySchema) },
  responses: { 200: jsonContent(storeDepartmentsSchema, 'The departments in their new order'), ...failures },
});

const renameDepartmentRoute = route({
  method: 'put',
  path: '/admin/store/departments/{id}',
  summary: "A department's name; its address (/departamentos/{id}) stays (store)",
  description: FOLLOW,
  request: { params: idParamSchema, body: jsonBody(departmentBodySchema) },
  responses: { 200: department('The department'), ...failures },
});

const deleteDepartmentRoute = route({
  method: 'delete',
  path: '/admin/store/departments/{id}',
  summary: 'Deletes a department with its subdepartments, when none holds a product (store)',
  description: `A department whose subdepartments hold products (draft, published or archived: an archived product still belongs to it) answers 409 saying how many. ${FOLLOW}`,
  request: { params: idParamSchema },
  responses: { 204: { description: 'Deleted' }, ...failures, ...holdsProducts },
});

const imageRoute = route({
  method: 'post',
  path: '/admin/store/departments/{id}/image',
  summary: "The department's picture: JPEG, PNG or WebP up to 5 MB, replacing the one it had (store)",
  description:
    'Re-encoded to a 600×400 WebP (cropped to 3:2) in the media storage, as product pictures are. Another type, a file that is no picture or one over 5 MB: 422 on `file`.',
  request: {
    params: idParamSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: pictureUploadSchema } } },
  },
  responses: {
    200: department('The department with its picture'),
    ...failures,
    413: jsonContent(errorSchema, "Body over 12 MB, not read: 'A imagem deve ter até 5 MB' on `file`"),
  },
});

const removeImageRoute = route({
  method: 'delete',
  path: '/admin/store/departments/{id}/image',
  summary: "Removes the department's picture: its card shows 'Sem imagem' (store)",
  request: { params: idParamSchema },
  responses: { 200: department('The department without a picture'), ...failures },
});

const createSubdepartmentRoute = route({
  method: 'post',
  path: '/admin/store/departments/{id}/subdepartments',
  summary: 'A new subdepartment, last of its department (store)',
  description: `Its slug (its address on the department page) is made from the name and kept when renamed. ${FOLLOW}`,
  request: { params: idParamSchema, body: jsonBody(departmentBodySchema) },
  responses: { 201: department('The department with the new subdepartment'), ...failures },
});

const orderSubdepartmentsRoute = route({
  method: 'put',
  path: '/admin/store/departments/{id}/subdepartments/order',
  summary: "The order of a department's subdepartments: each id once (store)",
  request: { params: idParamSchema, body: jsonBody(orderBodySchema) },
  responses: { 200: department('The department'), ...failures },
});

const renameSubdepartmentRoute = route({
  method: 'put',
  path: '/admin/store/subdepartments/{id}',
  summary: "A subdepartment's name; its slug stays (store)",
  description: FOLLOW,
  request: { params: idParamSchema, body: jsonBody(departmentBodySchema) },
  responses: { 200: department('Its department'), ...failures },
});

const deleteSubdepartmentRoute = route({
  method: 'delete',
  path: '/admin/store/subdepartments/{id}',
  summary: 'Deletes a subdepartment that holds no product (store)',
  description: `One that holds products (of any status) answers 409 saying how many. ${FOLLOW}`,
  request: { params: idParamSchema },
  responses: { 200: department('Its department'), ...failures, ...holdsProducts },
});

const subdepartmentImageRoute = route({
  method: 'post',
  path: '/admin/store/subdepartments/{id}/image',
  summary:
    "A subdepartment's picture, on its chip of the department page: JPEG, PNG or WebP up to 5 MB, replacing the one it had (store)",
  description:
    'Re-encoded to a 64×64 WebP (cropped square; the chip shows it at 32 px) in the media storage. Another type, a file that is no picture or one over 5 MB: 422 on `file`.',
  request: {
    params: idParamSchema,
    body: { required: true, content: { 'multipart/form-data': { schema: pictureUploadSchema } } },
  },
  responses: {
    200: department('Its department'),
    ...failures,
    413: jsonContent(errorSchema, "Body over 12 MB, not read: 'A imagem deve ter até 5 MB' on `file`"),
  },
});

const removeSubdepartmentImageRoute = route({
  method: 'delete',
  path: '/admin/store/subdepartments/{id}/image',
  summary: "Removes a subdepartment's picture: its chip shows its name only (store)",
  request: { params: idParamSchema },
  responses: { 200: department('Its department'), ...failures },
});

export function registerStoreDepartmentRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listStoreDepartments(await c.var.deps.getDb()), 200));
  app.openapi(createDepartmentRoute, async (c) =>
    c.json(await createDepartment(await departmentDeps(c), c.req.valid('json')), 201),
  );
  // Before /{id}: "order" is no id.
  app.openapi(orderDepartmentsRoute, async (c) =>
    c.json(await orderDepartments(await departmentDeps(c), c.req.valid('json').ids), 200),
  );
  app.openapi(renameDepartmentRoute, async (c) =>
    c.json(
      await renameDepartment(await departmentDeps(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(deleteDepartmentRoute, async (c) => {
    await deleteDepartment(await departmentDeps(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(imageRoute, async (c) => {
    const deps = await departmentDeps(c);
    const { file } = c.req.valid('form');
    const upload = { bytes: Buffer.from(await file.arrayBuffer()), type: file.type };
    return c.json(await setDepartmentImage(deps, c.req.valid('param').id, upload), 200);
  });
  app.openapi(removeImageRoute, async (c) =>
    c.json(await removeDepartmentImage(await departmentDeps(c), c.req.valid('param').id), 200),
  );
  app.openapi(createSubdepartmentRoute, async (c) =>
    c.json(
      await createSubdepartment(await departmentDeps(c), c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
  );
  app.openapi(orderSubdepartmentsRoute, async (c) =>
    c.json(
      await orderSubdepartments(await departmentDeps(c), c.req.valid('param').id, c.req.valid('json').ids),
      200,
    ),
  );
  app.openapi(renameSubdepartmentRoute, async (c) =>
    c.json(
      await renameSubdepartment(await departmentDeps(c), c.req.valid('param').id, c.req.valid('json')),
      200,
    ),
  );
  app.openapi(subdepartmentImageRoute, async (c) => {
    const deps = await departmentDeps(c);
    const { file } = c.req.valid('form');
    const upload = { bytes: Buffer.from(await file.arrayBuffer()), type: file.type };
    return c.json(await setSubdepartmentImage(deps, c.req.valid('param').id, upload), 200);
  });
  app.openapi(removeSubdepartmentImageRoute, async (c) =>
    c.json(await removeSubdepartmentImage(await departmentDeps(c), c.req.valid('param').id), 200),
  );
  app.openapi(deleteSubdepartmentRoute, async (c) =>
    c.json(await deleteSubdepartment(await departmentDeps(c), c.req.valid('param').id), 200),
  );
}
