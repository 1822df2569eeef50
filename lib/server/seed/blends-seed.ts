/**
 * The demo customer's blends: one saved ('Montado', ready for the cart) and one still open, so the blend
 * pages show both states from the first start. Added once, to databases seeded before blends existed too.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mixTemplateItems, mixTemplates } from '../blends/schema';
import { users } from '../auth/schema';
import { variants } from '../catalogue/schema';
import { DEMO_EMAIL } from './accounts-seed';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DEMO_BLENDS = [
  {
    name: 'Blend da Maria',
    observation: 'Para hambúrguer de 150 g na chapa',
    fatPercentage: 20,
    complete: true,
    items: [
      ['carne-moida-de-patinho', 600],
      ['carne-moida-de-acem', 300],
      ['carne-moida-de-fraldinha', 300],
    ],
  },
  {
    name: 'Rascunho de sábado',
    observation: '',
    fatPercentage: 25,
    complete: false,
    items: [['carne-moida-de-coxao-mole', 500]],
  },
] as const;

export async function seedDemoBlends(tx: Tx): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  if (!demo) return;
  const [existing] = await tx
    .select({ id: mixTemplates.id })
    .from(mixTemplates)
    .where(eq(mixTemplates.userId, demo.id));
  if (existing) return;
  const slugs = DEMO_BLENDS.flatMap((blend) => blend.items.map(([slug]) => slug));
  const rows = await tx
    .select({ id: variants.id, slug: variants.slug })
    .from(variants)
    .where(inArray(variants.slug, slugs));
  const variantOf = new Map(rows.map((row) => [row.slug, row.id]));
  if (variantOf.size < new Set(slugs).size) return; // a catalogue without these meats
  for (const blend of DEMO_BLENDS) {
    const [template] = await tx
      .insert(mixTemplates)
      .values({
        userId: demo.id,
        name: blend.name,
        observation: blend.observation,
        fatPercentage: blend.fatPercentage,
        complete: blend.complete,
        completedAt: blend.complete ? new Date() : null,
      })
      .returning({ id: mixTemplates.id });
    await tx.insert(mixTemplateItems).values(
      blend.items.map(([slug, quantity]) => ({
        templateId: template!.id,
        variantId: variantOf.get(slug)!,
        quantity,
      })),
    );
  }
}
