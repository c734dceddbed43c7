import { chromium } from 'playwright';
const pages = ['foundations-colours--docs', 'foundations-chart-palette--docs', 'foundations-spacing-radii-and-type--docs', 'foundations-writing--docs'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const globals = process.argv[2] ?? '';
for (const [w, h] of [[1280, 800], [390, 844]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  for (const id of pages) {
    await page.goto(`http://localhost:6177/iframe.html?id=${id}&viewMode=docs${globals ? `&globals=${globals}` : ''}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('section[aria-label] table', { timeout: 60000 }); await page.waitForTimeout(500);
    const tag = globals.replace(/[^a-z]/g, '');
    await page.screenshot({ path: `/tmp/fd-${id.split('--')[0]}-${w}${tag ? `-${tag}` : ''}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
