/**
 * Shared e2e helpers: the language a test runs in, the seeded accounts, calls to the reference backend that
 * set a scene (a registration, an approval, a token), and the messages of the app in both languages — the
 * texts the user reads are taken from the message files, so the tests check what the seed asks for in the
 * language shown.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type APIRequestContext,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { app } from '../../../demo/app/texts/app.ts';
import { account } from '../../../src/i18n/messages/account.ts';
import { aggregate } from '../../../src/i18n/messages/aggregate.ts';
import { bay } from '../../../src/i18n/messages/bay.ts';
import { common } from '../../../src/i18n/messages/common.ts';
import { comparison } from '../../../src/i18n/messages/comparison.ts';
import { entry } from '../../../src/i18n/messages/entry.ts';
import { errors } from '../../../src/i18n/messages/errors.ts';
import { exportTexts } from '../../../src/i18n/messages/export.ts';
import { file } from '../../../src/i18n/messages/file.ts';
import { forecast } from '../../../src/i18n/messages/forecast.ts';
import { handling } from '../../../src/i18n/messages/handling.ts';
import { home } from '../../../src/i18n/messages/home.ts';
import { instruments } from '../../../src/i18n/messages/instruments.ts';
import { map } from '../../../src/i18n/messages/map.ts';
import { pager } from '../../../src/i18n/messages/pager.ts';
import { report } from '../../../src/i18n/messages/report.ts';
import { signIn } from '../../../src/i18n/messages/signIn.ts';
import { ui } from '../../../src/i18n/messages/ui.ts';
import { validation } from '../../../src/i18n/messages/validation.ts';
import { warning } from '../../../src/i18n/messages/warning.ts';

export type Lang = 'zh' | 'en';
export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The seeded demo accounts (README). */
export const ACCOUNTS = {
  admin: {
    username: 'admin',
    password: process.env.DAM_ADMIN_PASSWORD ?? 'damtherm-admin',
    name: '系统管理员',
  },
  engineer: { username: 'engineer', password: 'damtherm-engineer', name: '温控工程师' },
  visitor: { username: 'visitor', password: 'damtherm-visitor', name: '游客' },
  pending: { username: 'newhire', password: 'damtherm-newhire', name: '新入职员工' },
} as const;

/** The app's texts in one language. */
export function texts(lang: Lang) {
  return {
    app: app[lang],
    account: account[lang],
    aggregate: aggregate[lang],
    bay: bay[lang],
    common: common[lang],
    comparison: comparison[lang],
    entry: entry[lang],
    errors: errors[lang],
    export: exportTexts[lang],
    file: file[lang],
    forecast: forecast[lang],
    handling: handling[lang],
    home: home[lang],
    instruments: instruments[lang],
    map: map[lang],
    pager: pager[lang],
    report: report[lang],
    signIn: signIn[lang],
    ui: ui[lang],
    validation: validation[lang],
    warning: warning[lang],
  };
}

export const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** A user name no other test uses. */
export function uniqueName(prefix = 'e2e'): string {
  return `${prefix}${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

/** A phone number no other test uses. */
export function uniquePhone(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

export interface SignedIn {
  token: string;
  userId: string;
  name: string;
}

/** Signs in through the API (POST /cytUser/login with the MD5 of the password). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<SignedIn> {
  const response = await request.post('/cytUser/login', { data: { username, userpwd: md5(password) } });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
  return { token: body.data.token, userId: body.data.c_id, name: body.data.userName };
}

/** Registers a new account through the API; it then waits for approval. */
export async function apiRegister(
  request: APIRequestContext,
  user: { username: string; password: string; name: string; phone?: string; group?: number },
): Promise<void> {
  const response = await request.post('/cytUser/registerUser', {
    data: {
      api: 'api_register_sc',
      c_id: user.username,
      c_name: user.name,
      c_mobile: user.phone ?? uniquePhone(),
      c_group_id: user.group ?? 311,
      c_password: md5(user.password),
    },
  });
  const body = await response.json();
  expect(body.code, JSON.stringify(body)).toBe(200);
}

/** Approves a registration as the administrator, through the API. */
export async function apiApprove(request: APIRequestContext, username: string): Promise<void> {
  const admin = await apiLogin(request, ACCOUNTS.admin.username, ACCOUNTS.admin.password);
  const response = await request.get('/myapi.php', {
    params: { api: 'api_check_user_sc', c_id: username, access_token: admin.token },
  });
  expect((await response.json()).code).toBe(200);
}

/** A fresh, approved account (for tests that change a password or otherwise must not touch shared ones). */
export async function freshUser(request: APIRequestContext, prefix = 'e2e') {
  const user = {
    username: uniqueName(prefix),
    password: `pw-${randomBytes(6).toString('hex')}`,
    name: `测试${prefix}`,
  };
  await apiRegister(request, user);
  await apiApprove(request, user.username);
  return user;
}

/** Puts a signed-in session into a browser context the way the app stores it (cookies + user name). */
export async function storeSession(
  context: BrowserContext,
  baseURL: string,
  session: SignedIn,
): Promise<void> {
  const expires = Math.floor(Date.now() / 1000) + 30 * 86_400;
  await context.addCookies([
    {
      name: 'damtherm_token',
      value: encodeURIComponent(session.token),
      url: baseURL,
      expires,
      sameSite: 'Lax',
    },
    {
      name: 'damtherm_login_id',
      value: encodeURIComponent(session.userId),
      url: baseURL,
      expires,
      sameSite: 'Lax',
    },
  ]);
  await context.addInitScript((name) => {
    if (!localStorage.getItem('damtherm_user_name')) localStorage.setItem('damtherm_user_name', name);
  }, session.name);
}

/** Signs a browser context in as one of the accounts, without going through the login screen. */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string,
  who: { username: string; password: string },
): Promise<SignedIn> {
  const session = await apiLogin(request, who.username, who.password);
  await storeSession(context, baseURL, session);
  return session;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form field by its visible label, exactly (a required field's label ends with a '*' mark). */
export function field(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Fills the login form and sends it. */
export async function loginThroughForm(page: Page, lang: Lang, username: string, password: string) {
  const t = texts(lang);
  await field(page, t.account.login.username).fill(username);
  await field(page, t.account.login.password).fill(password);
  await page.getByRole('button', { name: t.account.login.submit, exact: true }).click();
}

interface Fixtures {
  /** The language the test's browser starts in (stored under `language`, as the app keeps it). */
  lang: Lang;
  /** The texts of that language. */
  t: ReturnType<typeof texts>;
}

export const test = base.extend<Fixtures>({
  lang: ['zh', { option: true }],
  t: async ({ lang }, use) => {
    await use(texts(lang));
  },
  context: async ({ context, lang }, use) => {
    await context.addInitScript((language) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', language);
    }, lang);
    await use(context);
  },
});

/** Runs a block of tests once in Chinese and once in English. */
export function inBothLanguages(title: string, body: (lang: Lang) => void) {
  for (const lang of LANGS) {
    test.describe(`${title} [${lang}]`, () => {
      test.use({ lang });
      body(lang);
    });
  }
}

export { expect };
