import { defineScreens } from '../../router/types';

/**
 * Accounts and session: login, registration, WeChat login and confirmation, welcome, registration review,
 * the audit log.
 */
export const accountScreens = defineScreens([
  { route: 'login', load: () => import('./LoginScreen').then((m) => ({ Component: m.LoginScreen })) },
  {
    route: 'register',
    load: () => import('./RegisterScreen').then((m) => ({ Component: m.RegisterScreen })),
  },
  { route: 'wxcode', load: () => import('./WxCodeScreen').then((m) => ({ Component: m.WxCodeScreen })) },
  { route: 'welcome', load: () => import('./WelcomeScreen').then((m) => ({ Component: m.WelcomeScreen })) },
  {
    route: 'checkUser',
    load: () => import('./CheckUserScreen').then((m) => ({ Component: m.CheckUserScreen })),
  },
  {
    route: 'auditLog',
    load: () => import('./AuditLogScreen').then((m) => ({ Component: m.AuditLogScreen })),
  },
]);
