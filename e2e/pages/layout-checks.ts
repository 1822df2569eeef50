/**
 * Layout checks the phone journeys run on every page they visit: no sideways scroll, tap targets of at
 * least 44 × 44 px (WCAG 2.5.5), and a focus ring that stands out from what is behind it.
 */
import { expect, type Locator, type Page } from '../fixtures';

/** The narrowest phone the shop is laid out for. */
export const NARROW_PHONE = { width: 360, height: 780 } as const;

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
    // The widest offenders, to say what overflows.
    wide: [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80)),
  }));
  expect(widths.page, `${page.url()} overflows: ${widths.wide.join(' | ')}`).toBeLessThanOrEqual(
    widths.viewport,
  );
}

/** The visible targets among `targets` smaller than 44 × 44 px, by their accessible text (measured at once). */
export async function smallTapTargets(targets: Locator): Promise<string[]> {
  return targets.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      // Hidden, or visually hidden (1 px, screen readers only).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') return [];
      if (box.width >= 43.5 && box.height >= 43.5) return [];
      const name = element.getAttribute('aria-label') ?? (element as HTMLElement).innerText.trim();
      return [`${name} (${Math.round(box.width)}×${Math.round(box.height)})`];
    }),
  );
}

/** The visible elements among `elements` whose text is wider than their box (cut off or spilling out). */
export async function overflowingText(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((all) =>
    all.flatMap((element) => {
      // Visually hidden (1 px, screen readers only) text is not drawn.
      if (element.getBoundingClientRect().width <= 1) return [];
      if (element.scrollWidth <= element.clientWidth + 1) return [];
      return [
        `${(element as HTMLElement).innerText.trim()} (${element.scrollWidth} in ${element.clientWidth} px)`,
      ];
    }),
  );
}

function luminance([r, g, b]: number[]): number {
  const [R, G, B] = [r!, g!, b!].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
}

export function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The focused element's outline (width in px, colour) and the first opaque background behind it, read
 * from the computed styles.
 */
export async function focusRing(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    let behind: number[] = [255, 255, 255];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length === 3 || (colour.length === 4 && colour[3] === 1)) {
        behind = colour.slice(0, 3);
        break;
      }
    }
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: rgb(style.outlineColor).slice(0, 3),
      behind,
    };
  });
}

/**
 * Layout shifts the page makes by itself (not after an input), summed as the CLS metric does. With
 * `within` (a selector), only the shifts of what lies inside it, after an input or not: a phone's emulated
 * touch can mark as following input a shift no input caused.
 */
export async function watchLayoutShift(page: Page, within?: string): Promise<() => Promise<number>> {
  await page.addInitScript((within) => {
    const w = window as typeof window & { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as LayoutShift[]) {
        const counted = within
          ? entry.sources.some((source) =>
              (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest(within),
            )
          : !entry.hadRecentInput;
        if (counted) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, within);
  return () => page.evaluate(() => (window as typeof window & { layoutShift: number }).layoutShift);
}
