/** axe, as the journeys check a page's accessibility. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '../fixtures';

/**
 * axe's serious and critical violations on the page once its transitions have settled (an empty list is
 * the goal): a colour measured halfway through a fade is neither the one before nor the one after.
 */
export async function seriousAccessibilityViolations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
}
