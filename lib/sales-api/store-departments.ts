/**
 * The store back office's departments and subdepartments (docs/business-rules.md, Store back office): their
 * names, their order and their pictures (a department's card, a subdepartment's chip on the department page). The same schemas check the manager's screen
 * (components/store/store-departments.tsx) and the API (422 with these pt-BR messages at the fields).
 * A department's address is its id (/departamentos/{id}); a subdepartment's slug, made from its name when
 * it is created, stays as it is when renamed, so that links to /departamentos/{id}/{slug} keep working.
 */
import '@/lib/rules/zod-jitless';
import { z } from '@hono/zod-openapi';
import { requiredText } from '@/lib/rules/fields';
import { IMAGE_UPLOAD } from '@/lib/rules/store-products';
import { idField } from './common-fields';

export const DEPARTMENT_MESSAGES = {
  name: 'Informe o nome',
  nameTooLong: 'Nome muito longo. Max 60 letras',
  nameTaken: 'Já existe um departamento com esse nome',
  subdepartmentNameTaken: 'Esse departamento já tem um subdepartamento com esse nome',
  order: 'Envie a nova ordem com todos os itens, cada um uma vez',
  departmentHasProducts: (products: number) =>
    `Este departamento tem ${products} ${products === 1 ? 'produto' : 'produtos'}: mova-os para outro departamento ou arquive-os antes de excluir`,
  subdepartmentHasProducts: (products: number) =>
    `Este subdepartamento tem ${products} ${products === 1 ? 'produto' : 'produtos'}: mova-os para outro subdepartamento antes de excluir`,
} as const;

/** POST and PUT of a department or a subdepartment: its name. */
export const departmentBodySchema = z
  .object({
    name: requiredText(60, DEPARTMENT_MESSAGES.nameTooLong, DEPARTMENT_MESSAGES.name).openapi({
      example: 'Bovinos',
    }),
  })
  .openapi('StoreDepartmentRequest');
export type DepartmentBody = z.output<typeof departmentBodySchema>;

/** PUT .../order (departments, a department's subdepartments, banners): every id of the list, in the new order. */
export const orderBodySchema = z
  .object({
    ids: z
      .array(idField(DEPARTMENT_MESSAGES.order), { error: DEPARTMENT_MESSAGES.order })
      .min(1, DEPARTMENT_MESSAGES.order)
      .max(500, DEPARTMENT_MESSAGES.order)
      .refine((ids) => new Set(ids).size === ids.length, DEPARTMENT_MESSAGES.order)
      .openapi({ example: [3, 1, 2], description: 'Every id once, first shown first' }),
  })
  .openapi('StoreOrderRequest');
export type OrderBody = z.output<typeof orderBodySchema>;

/** POST .../image of a department, a subdepartment or a banner: the picture (multipart/form-data). */
export const pictureUploadSchema = z
  .object({
    file: z
      .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
        error: IMAGE_UPLOAD.missing,
      })
      .openapi({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, up to 5 MB' }),
  })
  .openapi('StorePictureUpload');

const storeSubdepartmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().openapi({ description: 'Its address on the department page; kept when renamed' }),
    position: z.number().int(),
    image_url: z.string().nullable().openapi({
      description: "Its chip's picture on the department page, or null",
      example: '/uploads/subdepartments/picanha-1a2b3c.webp',
    }),
    product_count: z.number().int().openapi({ description: 'Products of every status in it' }),
  })
  .openapi('StoreSubdepartment');
export type StoreSubdepartmentJson = z.infer<typeof storeSubdepartmentSchema>;

export const storeDepartmentSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    position: z.number().int(),
    image_url: z.string().nullable().openapi({ example: '/uploads/departments/bovinos-1a2b3c.webp' }),
    product_count: z
      .number()
      .int()
      .openapi({ description: 'Products of every status in its subdepartments' }),
    subdepartments: z.array(storeSubdepartmentSchema),
  })
  .openapi('StoreDepartment');
export type StoreDepartmentJson = z.infer<typeof storeDepartmentSchema>;

export const storeDepartmentsSchema = z
  .object({ departments: z.array(storeDepartmentSchema) })
  .openapi('StoreDepartments');
export type StoreDepartmentsJson = z.infer<typeof storeDepartmentsSchema>;
