import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const [base = 'http://127.0.0.1:6006', outDir = '/tmp', ...specs] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const spec of specs) {
  // spec: name|url-path|width|height
  const [name = 'shot', p = '/', w = '390', h = '844'] = spec.split('|');
  const page = await browser.newPage({
    viewport: { width: Number(w), height: Number(h) },
    deviceScaleFactor: 1,
  });
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${outDir}/${name}.png`, fullPage: false });
  await page.close();
}
await browser.close();
