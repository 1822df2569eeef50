/**
 * How the store's audit (/equipe/loja/historico) reads a recorded change: created, removed or changed, and
 * which fields changed, from what to what. The snapshots are the admin API's objects as the browser's
 * client gives them (camelCase keys); a field without a label shows its own name.
 */
import { PORTIONING_LABELS } from '@/lib/rules/portioning';

type Snapshot = Record<string, unknown> | null;

export type ChangeKind = 'created' | 'removed' | 'changed';

const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  created: 'Criado',
  removed: 'Removido',
  changed: 'Alterado',
};

const FIELD_LABELS: Record<string, string> = {
  status: 'Situação',
  name: 'Nome',
  slug: 'Endereço',
  description: 'Descrição',
  subdepartmentId: 'Subdepartamento',
  manufacturer: 'Fabricante',
  cookingMethods: 'Modos de preparo',
  alcoholic: 'Bebida alcoólica',
  portioning: 'Porcionamento',
  portioningSizes: 'Tamanhos dos pacotes (g)',
  unitForQuantity: 'Unidade',
  minimumQuantity: 'Mínimo',
  incrementQuantity: 'Incremento',
  maximumQuantity: 'Máximo',
  defaultQuantity: 'Padrão',
  price: 'Preço',
  listPrice: 'Preço de tabela',
  totalOnHand: 'Estoque',
  images: 'Fotos',
  recipes: 'Receitas',
  relatedProducts: 'Produtos relacionados',
  alt: 'Texto alternativo',
  position: 'Posição',
  day: 'Dia',
  kind: 'Tipo',
  weekday: 'Dia da semana',
  startHour: 'Início',
  endHour: 'Fim',
  capacity: 'Capacidade',
  code: 'Código',
  amount: 'Valor',
  minItemTotal: 'Mínimo em itens',
  startsOn: 'Início',
  endsOn: 'Fim',
  usageLimit: 'Limite total',
  perCustomerLimit: 'Limite por cliente',
  active: 'Ativo',
  advertised: 'Anunciado',
  imageUrl: 'Imagem',
  departmentId: 'Departamento',
  order: 'Ordem',
  href: 'Link',
  phone: 'Telefone',
  whatsappNumber: 'WhatsApp',
  email: 'E-mail',
  address: 'Endereço da loja',
  hours: 'Horários',
  costs: 'Frete por cidade',
  freeFrom: 'Frete grátis a partir de',
  expressSurcharge: 'Acréscimo do expresso',
  expressFrom: 'Expresso a partir de',
  expressUntil: 'Expresso até',
  pickupWeekdayOpen: 'Retirada (seg. a sáb.): abre',
  pickupWeekdayClose: 'Retirada (seg. a sáb.): fecha',
  pickupSundayOpen: 'Retirada (dom. e feriados): abre',
  pickupSundayClose: 'Retirada (dom. e feriados): fecha',
  edited: 'Valores próprios da loja',
};

/**
 * The ending the kind takes after each kind of thing's name (lib/sales-api/store-changes.ts's labels):
 * 'Foto de produto alterada', 'Informações da loja alteradas'; a kind not listed is masculine singular.
 */
const ENDINGS: Record<string, 'a' | 'os' | 'as'> = {
  picture: 'a',
  variant: 'os',
  delivery_window: 'a',
  department_order: 'a',
  subdepartment_order: 'a',
  banner_order: 'a',
  store_info: 'as',
  delivery_terms: 'as',
};

/** The kind of a change as it reads after the thing's name, agreeing with it: 'alterado', 'criada'... */
export function kindAfter(entity: string, kind: ChangeKind): string {
  const word = CHANGE_KIND_LABELS[kind].toLowerCase();
  const ending = ENDINGS[entity];
  return ending ? `${word.slice(0, -1)}${ending}` : word;
}

/** What says nothing to the manager: the row's own times. */
const IGNORED = new Set(['createdAt', 'updatedAt']);

export function changeKind(before: Snapshot, after: Snapshot): ChangeKind {
  if (before === null) return 'created';
  return after === null ? 'removed' : 'changed';
}

/** A value as one line of text: '—' for none, Sim/Não, JSON for lists and objects. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Fields whose values are codes: shown by their pt-BR names. */
const VALUE_LABELS: Record<string, Record<string, string>> = { portioning: PORTIONING_LABELS };

const shownField = (key: string, value: unknown) =>
  (typeof value === 'string' && VALUE_LABELS[key]?.[value]) || shownValue(value);

/** The fields whose value differs between the snapshots (every field of a created or removed thing). */
export function changedFields(before: Snapshot, after: Snapshot): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => !IGNORED.has(key))
    .map((key) => ({
      field: key,
      label: FIELD_LABELS[key] ?? key,
      before: before === null ? '' : shownField(key, before[key]),
      after: after === null ? '' : shownField(key, after[key]),
    }))
    .filter((change) => change.before !== change.after);
}
