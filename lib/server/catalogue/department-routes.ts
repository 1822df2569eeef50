import { createRoute, z } from '@hono/zod-openapi';
import { findDepartment, listDepartments, listSubdepartmentProducts } from './departments';
import { NotFoundError } from '@/lib/sales-api/errors';
import type { ApiApp } from '../api/env';
import { errorResponses, idParamSchema } from '@/lib/sales-api/openapi-parts';
import {
  departmentDetailSchema,
  departmentSchema,
  subdepartmentProductsQuerySchema,
  subdepartmentProductsSchema,
} from '@/lib/sales-api/catalogue';

const listRoute = createRoute({
  method: 'get',
  path: '/v2/departments',
  tags: ['Catalogue'],
  summary: 'Every department with its subdepartments, in shop order',
  responses: {
    200: {
      description: 'Departments',
      content: { 'application/json': { schema: z.array(departmentSchema) } },
    },
  },
});

const showRoute = createRoute({
  method: 'get',
  path: '/v2/departments/{id}',
  tags: ['Catalogue'],
  summary: 'One department with the first page of products of each subdepartment',
  request: { params: idParamSchema },
  responses: {
    200: {
      description: 'The department',
      content: { 'application/json': { schema: departmentDetailSchema } },
    },
    ...errorResponses,
  },
});

const subdepartmentProductsRoute = createRoute({
  method: 'get',
  path: '/v2/subdepartments/{id}/products',
  tags: ['Catalogue'],
  summary: "A subdepartment's next page of products (its department's 'Ver mais'), in shop order",
  request: { params: idParamSchema, query: subdepartmentProductsQuerySchema },
  responses: {
    200: {
      description: 'The page and where the next one starts',
      content: { 'application/json': { schema: subdepartmentProductsSchema } },
    },
    ...errorResponses,
  },
});

const SUBDEPARTMENT_NOT_FOUND = 'Subdepartamento não encontrado';

const DEPARTMENT_NOT_FOUND = 'Não foi possível carregar esse departamento.';

export function registerDepartmentRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listDepartments(await c.var.deps.getDb()), 200));

  app.openapi(showRoute, async (c) => {
    const department = await findDepartment(await c.var.deps.getDb(), c.req.valid('param').id);
    if (!department) throw new NotFoundError(DEPARTMENT_NOT_FOUND);
    return c.json(department, 200);
  });

  app.openapi(subdepartmentProductsRoute, async (c) => {
    const page = await listSubdepartmentProducts(
      await c.var.deps.getDb(),
      c.req.valid('param').id,
      c.req.valid('query').after,
    );
    if (!page) throw new NotFoundError(SUBDEPARTMENT_NOT_FOUND);
    return c.json(page, 200);
  });
}
