/**
 * Substitutions at packing (docs/business-rules.md, Substitutions): a line the customer lets be replaced
 * ('similar', or 'call' once the customer agreed on the phone) that is missing is weighed as 0 and a new
 * line of the substitute takes its place: a product of the same subdepartment and unit, at most 10 % dearer
 * per Kg (lib/orders/substitution.ts), charged at its price as weighed. The new line points at the one it
 * replaces (substitute_for_id), takes its stock and is recorded on the order's history; the weighing's
 * money rules (./fulfilment-moves.ts: capture, Pix difference, never more than authorised) then count it
 * like any other line.
 */
import 'server-only';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { chooseSubstitute, mayReplace, type SubstituteFacts } from '@/lib/orders/substitution';
import { displayQuantity } from '@/lib/rules/quantity';
import { SalesError, ValidationError } from '@/lib/sales-api/errors';
import type { SubstitutesJson } from '@/lib/sales-api/admin';
import { announceCommittedChange } from '../catalogue/catalogue-changes';
import * as catalogueTables from '../catalogue/schema';
import { findVariants } from '../catalogue/variants';
import type { Db } from '../db/database';
import { logger } from '../logger';
import * as orderTables from '../orders/schema';
import type { OrderRow, Tx } from '../orders/order-core';
import { stockShownOnPages } from '../orders/stock';
import { conflict, findOrderId, type StaffDeps } from './staff-action';
import { recordAction } from '../orders/order-events';

const SUBSTITUTE_MESSAGES = {
  notAllowed: (name: string) => `O cliente pediu para não substituir ${name}`,
  ofBlend: 'Os itens de um blend não são substituídos',
  isSubstitute: 'Este item já é um substituto: pese-o como 0 para tirá-lo',
  already: 'Este item já foi substituído',
  invalid: (name: string) =>
    `Substituto inválido para ${name}: escolha um produto da mesma seção e unidade, no máximo 10 % mais caro`,
  short: (name: string, onHand: string) => `Estoque insuficiente de ${name}: disponível ${onHand}`,
} as const;

type LineRow = typeof orderTables.lineItems.$inferSelect;

/** What a substitute is judged by, for variants of published products. */
const factColumns = {
  variantId: catalogueTables.variants.id,
  subdepartmentId: catalogueTables.products.subdepartmentId,
  unitForQuantity: catalogueTables.variants.unitForQuantity,
  price: catalogueTables.variants.price,
  totalOnHand: catalogueTables.variants.totalOnHand,
  name: catalogueTables.products.name,
};

function publishedVariants(tx: Tx, where: SQL) {
  return tx
    .select(factColumns)
    .from(catalogueTables.variants)
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(and(eq(catalogueTables.products.status, 'published'), where));
}

/** The order's lines with what a substitute of each is judged by (the price the customer bought at). */
async function linesWithFacts(tx: Tx, orderId: number) {
  const rows = await tx
    .select({
      line: orderTables.lineItems,
      subdepartmentId: catalogueTables.products.subdepartmentId,
      unitForQuantity: catalogueTables.variants.unitForQuantity,
      name: catalogueTables.products.name,
    })
    .from(orderTables.lineItems)
    .innerJoin(catalogueTables.variants, eq(catalogueTables.variants.id, orderTables.lineItems.variantId))
    .innerJoin(catalogueTables.products, eq(catalogueTables.products.id, catalogueTables.variants.productId))
    .where(eq(orderTables.lineItems.orderId, orderId))
    .orderBy(asc(orderTables.lineItems.id));
  return rows.map(({ line, ...facts }) => ({
    line,
    name: facts.name,
    facts: {
      variantId: line.variantId,
      subdepartmentId: facts.subdepartmentId,
      unitForQuantity: facts.unitForQuantity,
      price: line.price,
    } satisfies SubstituteFacts,
  }));
}

/** Lines that may still get a substitute: plain, neither one nor replaced, the customer not refusing. */
function replaceable(lines: readonly LineRow[]) {
  const replaced = new Set(lines.map((line) => line.substituteForId));
  return (line: LineRow) =>
    line.mixId === null &&
    line.substituteForId === null &&
    !replaced.has(line.id) &&
    line.substitution !== 'none';
}

/**
 * GET /admin/orders/{number}/substitutes: for each line that may be replaced, the suggested substitute
 * (lib/orders/substitution.ts) among the products not in the order already, or null.
 */
export async function suggestSubstitutes(deps: StaffDeps, number: string): Promise<SubstitutesJson> {
  const orderId = await findOrderId(deps.db, number, deps);
  return deps.db.transaction(async (tx) => {
    const lines = await linesWithFacts(tx, orderId);
    const mayGet = replaceable(lines.map(({ line }) => line));
    const open = lines.filter(({ line }) => mayGet(line));
    if (open.length === 0) return { substitutes: [] };
    const inOrder = new Set(lines.map(({ line }) => line.variantId));
    const candidates = (
      await publishedVariants(
        tx,
        inArray(catalogueTables.products.subdepartmentId, [
          ...new Set(open.map(({ facts }) => facts.subdepartmentId)),
        ]),
      )
    ).filter((candidate) => !inOrder.has(candidate.variantId));
    const chosen = open.map(({ line, facts }) => ({
      lineId: line.id,
      variantId: chooseSubstitute(facts, line.quantity, candidates)?.variantId ?? null,
    }));
    const ids = chosen.flatMap((entry) => (entry.variantId === null ? [] : [entry.variantId]));
    const variants =
      ids.length === 0 ? [] : await findVariants(tx, inArray(catalogueTables.variants.id, ids));
    const byId = new Map(variants.map((variant) => [variant.id, variant]));
    return {
      substitutes: chosen.map((entry) => ({
        line_item_id: entry.lineId,
        variant: entry.variantId === null ? null : (byId.get(entry.variantId) ?? null),
      })),
    };
  });
}

/** A substitute the staff chose for a line weighed as 0. */
interface SubstituteChoice {
  lineId: number;
  variantId: number;
  /** Grams or units of the substitute, as weighed. */
  quantity: number;
}

function invalid(message: string): ValidationError {
  return new ValidationError({ produced: [message] }, message);
}

/**
 * At the weighing, under the order's lock: each choice checked (the customer's preference, the rule, the
 * stock), its stock taken and its line added, produced as weighed. Answers the new lines; any refusal
 * throws and the caller's transaction writes nothing.
 */
export async function addSubstitutes(
  tx: Tx,
  deps: Pick<StaffDeps, 'staffId'>,
  order: OrderRow,
  choices: readonly SubstituteChoice[],
): Promise<LineRow[]> {
  if (choices.length === 0) return [];
  const lines = await linesWithFacts(tx, order.id);
  const inOrder = new Set(lines.map(({ line }) => line.variantId));
  const mayGet = replaceable(lines.map(({ line }) => line));
  const added: LineRow[] = [];
  for (const choice of choices) {
    const { line, facts, name } = lines.find((entry) => entry.line.id === choice.lineId)!;
    if (line.mixId !== null) throw invalid(SUBSTITUTE_MESSAGES.ofBlend);
    if (line.substituteForId !== null) throw invalid(SUBSTITUTE_MESSAGES.isSubstitute);
    if (line.substitution === 'none') throw invalid(SUBSTITUTE_MESSAGES.notAllowed(name));
    if (!mayGet(line) || added.some((row) => row.substituteForId === line.id)) {
      throw conflict(SUBSTITUTE_MESSAGES.already);
    }
    const [candidate] = await publishedVariants(tx, eq(catalogueTables.variants.id, choice.variantId));
    if (!candidate || inOrder.has(candidate.variantId) || !mayReplace(facts, candidate)) {
      throw invalid(SUBSTITUTE_MESSAGES.invalid(name));
    }
    // Taken as at completion: a conditional update, never below zero (lib/server/orders/stock.ts).
    const [taken] = await tx
      .update(catalogueTables.variants)
      .set({ totalOnHand: sql`${catalogueTables.variants.totalOnHand} - ${choice.quantity}` })
      .where(
        and(
          eq(catalogueTables.variants.id, candidate.variantId),
          sql`${catalogueTables.variants.totalOnHand} >= ${choice.quantity}`,
        ),
      )
      .returning({ id: catalogueTables.variants.id });
    if (!taken) {
      const onHand = displayQuantity(candidate.totalOnHand, candidate.unitForQuantity);
      const message = SUBSTITUTE_MESSAGES.short(candidate.name, onHand);
      throw new SalesError('conflict', message, { produced: [message] });
    }
    const [row] = await tx
      .insert(orderTables.lineItems)
      .values({
        orderId: order.id,
        variantId: candidate.variantId,
        quantity: choice.quantity,
        price: candidate.price,
        producedQuantity: choice.quantity,
        observation: line.observation,
        // Already what the customer accepted in place of their choice.
        substitution: 'none',
        substituteForId: line.id,
      })
      .returning();
    inOrder.add(candidate.variantId);
    added.push(row!);
    await recordAction(tx, deps, order.id, 'substitution', {
      before: { item: { id: line.id, name } },
      after: { item: { id: row!.id, name: candidate.name }, quantity: choice.quantity },
    });
  }
  return added;
}

/**
 * Once a weighing that took substitutes is committed (every substitute it named was taken, or it wrote
 * nothing): the catalogue's readers (the search index, cached pages, every instance) hear that their stock
 * went down, as after completion (lib/server/checkout/completion.ts, announceCompleted); the cached pages
 * only when one shows it (stockShownOnPages; if that cannot be read, they are). Nothing here throws.
 */
export async function announceSubstitutesTaken(
  db: Db,
  substitutes: readonly ({ variant_id: number } | undefined)[],
  context: { order: string },
): Promise<void> {
  const variantIds = [...new Set(substitutes.flatMap((entry) => (entry ? [entry.variant_id] : [])))];
  if (variantIds.length === 0) return;
  const pagesChange = await stockShownOnPages(db, variantIds).catch((error: unknown) => {
    logger.warn({ err: error, ...context }, 'stock shown on pages not read: the cached pages go');
    return true;
  });
  await announceCommittedChange(db, { variantIds, ...(!pagesChange && { pagesUnchanged: true }) }, context);
}
