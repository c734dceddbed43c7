import {
  ACCOUNTS,
  apiLogin,
  expect,
  field,
  freshUser,
  inBothLanguages,
  signInAs,
  test,
} from './support/fixtures';

/** Every link of the home screen: the tiles and buttons of part 1 §2 and the three sections of part 2 §2.2. */
const LINKS = {
  tiles: ['/areas/main', '/tab/racks', '/weather', '/feedback'],
  quick: ['/areas/pier/0', '/hivedeal', '/map', '/areas/aggregate', '/setting'],
  bins: ['/tab/racks', '/tab/map', '/areas/main', '/areas/pier/0', '/tab/otherMap/3', '/tab/outdata'],
  materials: [
    '/areas/aggregate',
    '/temperature/temp_list?to=cjk_temp_id',
    '/temperature/temp/rc_temp_id/2',
    '/temperature/temp/jz_temp_id/4',
    '/tab/coolercontrol/0',
    '/temperature/solarRadiationMeter',
    '/tab/temperatureGradient',
    '/tab/pressure',
  ],
  monitoring: ['/weather', '/reportAnalys', '/tempduibi', '/message/messages'],
} as const;

inBothLanguages('home', (lang) => {
  test('tiles, buttons and the three shortcut sections link everywhere the seeds say', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    const sections = {
      tiles: t.home.tiles.label,
      quick: t.home.quick.label,
      bins: t.home.sections.bins,
      materials: t.home.sections.materials,
      monitoring: t.home.sections.monitoring,
    };
    for (const [key, title] of Object.entries(sections)) {
      const section = page.getByRole('region', { name: title });
      await expect(section.getByRole('link')).toHaveCount(LINKS[key as keyof typeof LINKS].length);
      const hrefs = await section
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(LINKS[key as keyof typeof LINKS]);
    }
    await page
      .getByRole('region', { name: t.home.tiles.label })
      .getByRole('link', { name: new RegExp(t.home.tiles.feedback) })
      .click();
    await expect(page).toHaveURL(/\/feedback$/);
  });

  test('every shortcut, the bay buttons and the 2D tab open a screen, not /404', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    test.setTimeout(240_000); // every screen of the shortcuts, each loaded from a tap
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const taps = [
      ...LINKS.bins.map((href) => ({ section: t.home.sections.bins, href })),
      ...LINKS.materials.map((href) => ({ section: t.home.sections.materials, href })),
      ...LINKS.monitoring.map((href) => ({ section: t.home.sections.monitoring, href })),
      ...['/areas/pier/0', '/hivedeal', '/map'].map((href) => ({ section: t.home.quick.label, href })),
    ];
    for (const { section, href } of taps) {
      await page.goto('/main_new');
      await page.getByRole('region', { name: section }).locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
      await expect(page.locator('#main')).toBeVisible();
      await expect(page.getByRole('heading', { name: t.app.notFound.heading })).toHaveCount(0);
    }
    await page.goto('/main_new');
    await page
      .getByRole('navigation', { name: t.app.tab.label })
      .getByRole('link', { name: t.app.tab.map2d })
      .click();
    await expect(page).toHaveURL(/\/tab\/map$/);
    await expect(page.getByRole('navigation', { name: t.app.tab.label })).toBeVisible();
  });

  test('the warning badge sums the outlet, entry and pouring warnings', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const session = await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    const counts = (
      await (
        await request.get('/pqt/message_warn_count', {
          params: { username: 'engineer', access_token: session.token },
        })
      ).json()
    ).data;
    const expected = counts.cjk + counts.rc + counts.jz;
    await page.goto('/main_new');
    const messages = page
      .getByRole('region', { name: t.home.sections.monitoring })
      .locator('[data-item="messages"]');
    if (expected > 0) {
      await expect(messages).toContainText(expected > 99 ? '99+' : String(expected));
      await expect(messages).toHaveAccessibleName(
        new RegExp(t.home.badge.replace('{{count}}', String(expected))),
      );
    } else {
      await expect(messages).toHaveText(t.home.shortcuts.messages);
    }
  });

  test('the clock ticks every second and the banner turns', async ({ page, context, request, baseURL }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    // The suite asks for reduced motion, under which the banner starts paused; this reader does not.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/main_new');
    const clock = page.getByTestId('home-clock');
    const first = await clock.textContent();
    expect(first).toMatch(/^\d\d:\d\d:\d\d$/);
    await expect(clock).not.toHaveText(first ?? '');
    const banner = page.locator('[aria-roledescription="carousel"]');
    const slide = await banner.getAttribute('data-slide');
    await page.mouse.move(0, 0);
    await expect(banner).not.toHaveAttribute('data-slide', slide ?? '0', { timeout: 8000 });
  });

  test('the power flag shows for main power only', async ({ browser, request, baseURL, t }) => {
    for (const [who, shown] of [
      [ACCOUNTS.admin, true],
      [ACCOUNTS.engineer, false],
    ] as const) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript((l) => localStorage.setItem('language', l), lang);
      await signInAs(context, request, baseURL!, who);
      const page = await context.newPage();
      await page.goto('/main_new');
      await expect(page.getByText(t.home.greeting.replace('{{name}}', who.name))).toBeVisible();
      await expect(page.getByTestId('power-flag')).toHaveCount(shown ? 1 : 0);
      if (shown) await expect(page.getByTestId('power-flag')).toHaveText(t.home.powerFlag);
      await context.close();
    }
  });

  test('the language popup stores the choice and reloads in that language', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    await signInAs(context, request, baseURL!, ACCOUNTS.engineer);
    await page.goto('/main_new');
    const other = lang === 'zh' ? 'en' : 'zh';
    const otherName = lang === 'zh' ? 'English' : '中文';
    await page
      .getByRole('button', { name: `${t.home.language}: ${lang === 'zh' ? '中文' : 'English'}` })
      .click();
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('menuitemradio', { name: otherName }).click(),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other === 'zh' ? 'zh-CN' : 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other === 'zh' ? '工作台' : 'Workbench');
  });

  test('the change-password dialog checks its rules and changes the password', async ({
    page,
    context,
    request,
    baseURL,
    t,
  }) => {
    const user = await freshUser(request, 'hp');
    await signInAs(context, request, baseURL!, user);
    await page.goto('/main_new');
    await page.getByRole('button', { name: t.home.changePassword }).click();
    const dialog = page.getByRole('dialog', { name: t.account.changePassword.heading });
    const submit = dialog.getByRole('button', { name: t.account.changePassword.submit });
    await submit.click();
    await expect(dialog.getByText(t.validation.changePsw.empty)).toHaveCount(3);
    await field(dialog, t.account.changePassword.oldPassword).fill(user.password);
    await field(dialog, t.account.changePassword.newPassword).fill('short');
    await field(dialog, t.account.changePassword.confirmPassword).fill('different');
    await submit.click();
    await expect(dialog.getByText(t.validation.changePsw.checkPsw)).toBeVisible();
    await expect(dialog.getByText(t.validation.changePsw.checkPsw2)).toBeVisible();
    await field(dialog, t.account.changePassword.newPassword).fill('a-new-password');
    await field(dialog, t.account.changePassword.confirmPassword).fill('a-new-password');
    await submit.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText(t.account.changePassword.success)).toBeVisible();
    await apiLogin(request, user.username, 'a-new-password');
  });
});
