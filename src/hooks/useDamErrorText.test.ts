import { describe, expect, it } from 'vitest';
import { DamError } from '../client/errors';
import { createDamI18n } from '../i18n/createDamI18n';
import { type DamTranslate, damErrorText } from './useDamErrorText';

const i18n = createDamI18n();
const tIn = (language: 'zh' | 'en'): DamTranslate => i18n.getFixedT(language) as unknown as DamTranslate;

describe('damErrorText chooses the text by kind and reason, never by the message', () => {
  it('shows a known failure in the reader’s language, whatever the server’s words', () => {
    const zh = tIn('zh');
    const en = tIn('en');
    const login = new DamError('server', 'any words at all', { reason: 'loginFailed' });
    expect(damErrorText(login, zh)).toBe('请输入正确的用户名或密码');
    expect(damErrorText(login, en)).toBe('Please enter the correct username or password');
    const noRight = new DamError('http', 'forbidden', { status: 403, reason: 'noPermission' });
    expect(damErrorText(noRight, en)).toBe('No operation permission, please contact administrator');
    const loops = new DamError('server', 'Operation failed! loop 3,5', {
      reason: 'loopCommandFailed',
      loops: [3, 5],
    });
    expect(damErrorText(loops, en)).toBe('Operation failed! loop 3,5');
  });

  it('shows a validation refusal by its message key', () => {
    const invalid = new DamError('http', 'please enter complete data', {
      status: 400,
      reason: 'validation',
      messageKey: 'validation.loopCommand.incomplete',
    });
    expect(damErrorText(invalid, tIn('zh'))).toBe('请输入完整数据');
    // A key this version does not know: the server's words.
    const unknown = new DamError('http', 'a newer rule', {
      reason: 'validation',
      messageKey: 'validation.x.y',
    });
    expect(damErrorText(unknown, tIn('zh'))).toBe('a newer rule');
  });

  it("words a 401 in the reader's language and keeps the server's message without a reason", () => {
    expect(damErrorText(new DamError('unauthorized', 'Token错误'), tIn('en'))).toBe(
      'Invalid token, please sign in again',
    );
    expect(damErrorText(new DamError('http', 'no such bay', { status: 400 }), tIn('zh'))).toBe('no such bay');
    expect(damErrorText(new DamError('server', 'existed', { reason: 'existed' }), tIn('zh'))).toBe('existed');
    expect(damErrorText(undefined, tIn('zh'))).toBeUndefined();
  });
});
