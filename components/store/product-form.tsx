'use client';

/**
 * The product form of the store back office (/equipe/loja/produtos/novo and /{id}): the product and its
 * variant in one form, checked with the contract's schema (lib/sales-api/store-products.ts) before it is
 * sent; the API's 422 messages land on their fields. A new product's address follows its name until the
 * manager edits the address. A change is sent with the product's version and stock as the form opened
 * them: the API refuses it (409) when someone changed the product since, and the form then offers to
 * reload it; the stock is written only when the manager changed it (docs/business-rules.md, Store back
 * office).
 */
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { primaryButton, secondaryButton } from '@/components/staff/staff-buttons';
import { ApiClientError } from '@/lib/api-client/client';
import { applyServerErrors } from '@/lib/api-client/form-errors';
import { useSaveProduct, useStoreProductOptions, type StoreProduct } from '@/lib/api-client/store';
import { slugOf } from '@/lib/rules/store-products';
import type { ProductChange, ProductForm } from '@/lib/sales-api/store-products';
import { lazyZodResolver } from '@/lib/validation/lazy-resolver';
import { PortioningFields } from './portioning-fields';
import { RecipeFields, recipeFieldNames } from './recipe-fields';
import { RelatedProductsField } from './related-products-field';
import { SiblingVariantFields, siblingFieldNames } from './sibling-variant-fields';
import { VariantRuleFields } from './variant-rule-fields';
import { emptyAsNull } from './form-values';

const productResolver = lazyZodResolver(() =>
  import('@/lib/sales-api/store-products').then((m) => m.productFormSchema),
);

const FIELDS: Path<ProductForm>[] = [
  'name',
  'slug',
  'description',
  'subdepartment_id',
  'manufacturer',
  'cooking_methods',
  'alcoholic',
  'portioning',
  'portioning_sizes',
  'unit_for_quantity',
  'minimum_quantity',
  'increment_quantity',
  'maximum_quantity',
  'default_quantity',
  'price',
  'list_price',
  'total_on_hand',
  'recipes',
  'related_product_ids',
  'option_type',
  'option_value',
  'variants',
];

/** A new product's starting values: sold by weight, 500 g at least, in steps of 250 g. */
const NEW_PRODUCT = {
  name: '',
  slug: '',
  description: '',
  manufacturer: '',
  cooking_methods: [],
  alcoholic: false,
  portioning: 'any',
  portioning_sizes: [],
  unit_for_quantity: 'g',
  minimum_quantity: 500,
  increment_quantity: 250,
  maximum_quantity: 10_000,
  default_quantity: 1_000,
  price: '',
  list_price: null,
  total_on_hand: 0,
  recipes: [],
  related_product_ids: [],
  option_type: null,
  option_value: null,
  variants: [],
} as const;

/** The form's values of a saved product. */
function valuesOf(product: StoreProduct): ProductForm {
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    subdepartment_id: product.subdepartmentId,
    manufacturer: product.manufacturer ?? '',
    cooking_methods: product.cookingMethods,
    alcoholic: product.alcoholic,
    portioning: product.portioning,
    portioning_sizes: product.portioningSizes,
    unit_for_quantity: product.unitForQuantity,
    minimum_quantity: product.minimumQuantity,
    increment_quantity: product.incrementQuantity,
    maximum_quantity: product.maximumQuantity,
    default_quantity: product.defaultQuantity,
    price: product.price,
    list_price: product.listPrice,
    total_on_hand: product.totalOnHand,
    recipes: product.recipes.map((recipe) => ({
      title: recipe.title,
      text: recipe.text,
      video_url: recipe.videoUrl,
    })),
    related_product_ids: product.relatedProducts.map((related) => related.id),
    option_type: product.optionType,
    option_value: product.optionValue,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      option_value: variant.optionValue,
      slug: variant.slug,
      unit_for_quantity: variant.unitForQuantity,
      minimum_quantity: variant.minimumQuantity,
      increment_quantity: variant.incrementQuantity,
      maximum_quantity: variant.maximumQuantity,
      default_quantity: variant.defaultQuantity,
      price: variant.price,
      list_price: variant.listPrice,
      total_on_hand: variant.totalOnHand,
    })),
  };
}

/**
 * The change sent for `values`: with the version and the stocks of `opened`, the product as the form
 * opened it (or last saved it), so that the API refuses a change of a product changed since and writes a
 * stock only when the manager changed it.
 */
function changeOf(values: ProductForm, opened: StoreProduct): ProductChange {
  const stockWas = new Map(opened.variants.map((variant) => [variant.id, variant.totalOnHand]));
  return {
    ...values,
    version: opened.version,
    total_on_hand_was: opened.totalOnHand,
    variants: values.variants?.map((variant) => {
      const was = variant.id === null ? undefined : stockWas.get(variant.id);
      return was === undefined ? variant : { ...variant, total_on_hand_was: was };
    }),
  };
}

const listOf = (value: unknown) =>
  Array.isArray(value)
    ? value
    : String(value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);

export function ProductFormView({
  product,
  onReload,
}: {
  product?: StoreProduct;
  /**
   * Reads the product again and draws the form anew from it (after a 409: changed by someone else);
   * answers false when it could not be read.
   */
  onReload?: () => Promise<boolean>;
}) {
  const router = useRouter();
  const options = useStoreProductOptions();
  const save = useSaveProduct(product?.id ?? null);
  const [alert, setAlert] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  // The product as this form opened it, then as each save answered it: not the cached product, which a
  // background read may bring newer while the manager types.
  const [opened, setOpened] = useState(product);
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState<'no' | 'yes' | 'failed'>('no');
  const form = useForm<ProductForm>({
    resolver: productResolver,
    mode: 'onBlur',
    defaultValues: product ? valuesOf(product) : (NEW_PRODUCT as unknown as ProductForm),
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;

  const onValid = async (values: ProductForm) => {
    setAlert([]);
    setNotice(null);
    setStale(null);
    try {
      const saved = await save.mutateAsync(opened ? changeOf(values, opened) : values);
      if (product) {
        setOpened(saved);
        form.reset(valuesOf(saved));
        setNotice('Produto salvo.');
      } else router.push(`/equipe/loja/produtos/${saved.id}`);
    } catch (failure) {
      if (product && failure instanceof ApiClientError && failure.status === 409) {
        setStale(failure.reason());
        return;
      }
      const fields = [
        ...FIELDS,
        ...recipeFieldNames(form.getValues('recipes')?.length ?? 0),
        ...siblingFieldNames(form.getValues('variants')?.length ?? 0),
      ];
      setAlert(applyServerErrors(failure, form.setError, fields));
    }
  };

  const name = form.register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // A new product's address follows its name until the manager edits it.
      if (!product && !dirtyFields.slug) form.setValue('slug', slugOf(event.target.value));
    },
  });
  const error = (field: keyof ProductForm) => errors[field]?.message;

  return (
    <form
      noValidate
      aria-label={product ? 'Editar produto' : 'Novo produto'}
      onSubmit={(event) => void form.handleSubmit(onValid)(event)}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-warm-200"
    >
      {alert.length > 0 && <FormAlert>{alert.join(' ')}</FormAlert>}
      {stale && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded bg-brand-light px-3 py-2 text-sm text-brand-dark"
        >
          {stale}
          {reloading === 'failed' && ' Não foi possível recarregar o produto. Tente de novo.'}
          {onReload && (
            <button
              type="button"
              className={secondaryButton}
              disabled={reloading === 'yes'}
              onClick={() => {
                setReloading('yes');
                // Read again, the form is drawn anew from the product: what was typed here is dropped.
                void onReload().then((reloaded) => {
                  if (!reloaded) setReloading('failed');
                });
              }}
            >
              {reloading === 'yes' ? 'Recarregando...' : 'Recarregar o produto'}
            </button>
          )}
        </div>
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label="Nome" autoComplete="off" {...name} error={error('name')} />
        <TextField
          label="Endereço da página (/produtos/...)"
          autoComplete="off"
          {...form.register('slug')}
          error={error('slug')}
        />
      </div>
      <div>
        <label htmlFor="produto-descricao" className="mb-1 block text-sm font-semibold text-warm-700">
          Descrição
        </label>
        <textarea
          id="produto-descricao"
          rows={4}
          {...form.register('description')}
          aria-invalid={errors.description ? true : undefined}
          className="w-full rounded border border-warm-200 bg-white px-3 py-2"
        />
        <p className="mt-1 min-h-5 text-sm text-label-red">
          {errors.description ? `* ${errors.description.message}` : ''}
        </p>
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <div>
          <label htmlFor="produto-subdepartamento" className="mb-1 block text-sm font-semibold text-warm-700">
            Subdepartamento
          </label>
          <select
            id="produto-subdepartamento"
            {...form.register('subdepartment_id', { valueAsNumber: true })}
            aria-invalid={errors.subdepartment_id ? true : undefined}
            aria-describedby="produto-subdepartamento-erro"
            className="min-h-11 w-full rounded border border-warm-200 bg-white px-3"
          >
            <option value="">{options.isPending ? 'Carregando...' : 'Escolha'}</option>
            {options.data?.subdepartments.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.department} › {sub.name}
              </option>
            ))}
          </select>
          <p id="produto-subdepartamento-erro" className="mt-1 min-h-5 text-sm text-label-red">
            {errors.subdepartment_id
              ? `* ${errors.subdepartment_id.message}`
              : options.isError
                ? '* Não foi possível carregar os subdepartamentos'
                : ''}
          </p>
        </div>
        <TextField
          label="Fabricante (opcional)"
          list="produto-fabricantes"
          autoComplete="off"
          {...form.register('manufacturer', { setValueAs: emptyAsNull })}
          error={error('manufacturer')}
        />
        <datalist id="produto-fabricantes">
          {options.data?.manufacturers.map((manufacturer) => (
            <option key={manufacturer} value={manufacturer} />
          ))}
        </datalist>
      </div>
      <TextField
        label={`Modos de preparo, separados por vírgula${
          options.data?.cookingMethods.length
            ? ` (ex.: ${options.data.cookingMethods.slice(0, 3).join(', ')})`
            : ''
        }`}
        autoComplete="off"
        {...form.register('cooking_methods', { setValueAs: listOf })}
        error={errors.cooking_methods?.message ?? errors.cooking_methods?.[0]?.message}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" className="size-5 accent-brand" {...form.register('alcoholic')} />
        Bebida alcoólica (vendida só a maiores de 18 anos)
      </label>
      <VariantRuleFields form={form} />
      <PortioningFields form={form} />
      <SiblingVariantFields form={form} />
      <RecipeFields form={form} />
      <RelatedProductsField
        form={form}
        productId={product?.id ?? null}
        initial={product?.relatedProducts ?? []}
      />
      {notice && <FormAlert tone="info">{notice}</FormAlert>}
      <button type="submit" className={`${primaryButton} self-start`} disabled={isSubmitting}>
        {isSubmitting ? 'Salvando...' : product ? 'Salvar alterações' : 'Criar rascunho'}
      </button>
    </form>
  );
}
