import { expect, it } from 'vitest';
import { apiGet, baseUrl, describeInBrowser, launchBrowser, settled } from './support.ts';

/**
 * Cumulative layout shift of a first visit, as Chromium reports it (the `layout-shift` entries Lighthouse sums):
 * the page's code arriving must not push what is already on screen around.
 */
async function layoutShiftOf(pathname: string, viewport: { width: number; height: number }) {
  const context = await (await launchBrowser()).newContext({ baseURL: baseUrl, viewport });
  await context.route(/tile\.openstreetmap\.org|basemaps|tiles?\./, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(() => {
    const state = window as unknown as { __shift: number; __shifts: string[] };
    state.__shift = 0;
    state.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> }
      >) {
        if (entry.hadRecentInput) continue;
        state.__shift += entry.value;
        state.__shifts.push(
          `${entry.value.toFixed(3)}: ${(entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?').join(' | ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await settled(page);
  const result = await page.evaluate(() => {
    const state = window as unknown as { __shift: number; __shifts: string[] };
    return { total: state.__shift, shifts: state.__shifts };
  });
  await context.close();
  return result;
}

describeInBrowser('layout stability on a first visit', () => {
  it('keeps the cumulative layout shift of home, search and a listing at or under 0.05 on a phone and a desktop', async () => {
    const listings = await apiGet<{ data: Array<{ uuid: string }> }>('/venue/viewall/public?limit=1');
    for (const pathname of ['/', '/listing', `/view-detail/${listings.data[0]!.uuid}`]) {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1280, height: 900 },
      ]) {
        const { total, shifts } = await layoutShiftOf(pathname, viewport);
        console.log(
          `layout shift ${pathname.replace(/[0-9a-f-]{36}/, '{id}')} at ${viewport.width} px: ${total.toFixed(3)}`,
        );
        expect(total, `${pathname} at ${viewport.width} px:\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.05);
      }
    }
  }, 120_000);
});
