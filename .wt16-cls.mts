import { chromium, devices } from '@playwright/test';
const origin = 'http://127.0.0.1:3163';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const dev of [devices['Pixel 7'], { viewport: { width: 1280, height: 800 } }]) {
  const context = await browser.newContext(dev as any);
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as any).__cls = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) (window as any).__cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(origin + '/carrinho');
  await page.getByText('Seu carrinho esta vazio').waitFor();
  await page.waitForTimeout(1000);
  console.log(await page.evaluate(() => (window as any).__cls));
  await context.close();
}
await browser.close();
