/**
 * Screenshots of demo screens as a signed-in user, in both languages, at phone and desktop size:
 * `npm run shoot -- <demo base URL> <out dir> name|/path ...` (the demo must be served
 * against the reference backend, e.g. by `E2E_PORT=… node tests/e2e/serve.ts`). `name|/path|wheel:N` turns the
 * mouse wheel N notches up over the middle of the first canvas first (the map zoomed in); `name|/path|click:ID`
 * taps the element with `data-testid="ID"` first (a dialog opened).
 */
import { createHash } from 'node:crypto';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';

const [base = 'http://127.0.0.1:5199', outDir = '/tmp', ...specs] = process.argv.slice(2);
const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');
const answer = await fetch(`${base}/cytUser/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'engineer', userpwd: md5('damtherm-engineer') }),
});
const { data } = (await answer.json()) as { data: { token: string; c_id: string; userName: string } };
const browser = await chromium.launch(chromiumLaunchOptions());
for (const language of ['zh', 'en']) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
    await context.addCookies([
      { name: 'damtherm_token', value: encodeURIComponent(data.token), url: base },
      { name: 'damtherm_login_id', value: encodeURIComponent(data.c_id), url: base },
    ]);
    await context.addInitScript(
      ([lang, name]) => {
        localStorage.setItem('language', lang as string);
        localStorage.setItem('damtherm_user_name', name as string);
      },
      [language, data.userName],
    );
    const page = await context.newPage();
    for (const spec of specs) {
      const [name = 'shot', path = '/', action = ''] = spec.split('|');
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800);
      const notches = Number(/^wheel:(\d+)$/.exec(action)?.[1] ?? 0);
      if (notches > 0) {
        const box = await page.locator('canvas').first().boundingBox();
        if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        for (let i = 0; i < notches; i++) {
          await page.mouse.wheel(0, -120);
          await page.waitForTimeout(120);
        }
        await page.waitForTimeout(400);
      }
      const tap = /^click:(.+)$/.exec(action)?.[1];
      if (tap) {
        await page.getByTestId(tap).first().click();
        await page.waitForTimeout(800);
      }
      await page.screenshot({ path: `${outDir}/${name}-${language}-${width}.png`, fullPage: width < 400 });
    }
    await context.close();
  }
}
await browser.close();
