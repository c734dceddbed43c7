import { describe, expect, it } from 'vitest';
import { userRights, writeRefusal } from './rights.ts';

describe('userRights and writeRefusal', () => {
  it('refuses every write to the visitor, whatever else it claims', () => {
    const rights = userRights(['visitor', 'mainpower'], true);
    expect(writeRefusal(rights, 'operate')).toBe('visitor');
    expect(writeRefusal(rights, 'mainPower')).toBe('visitor');
  });

  it('lets a staff account operate and asks main power for cabinet-level acts', () => {
    const rights = userRights(['user'], false);
    expect(writeRefusal(rights, 'operate')).toBeNull();
    expect(writeRefusal(rights, 'mainPower')).toBe('noMainPower');
  });

  it('grants main power from the main-power answer, the role or the administrator role', () => {
    expect(writeRefusal(userRights(['user'], 1), 'mainPower')).toBeNull();
    expect(writeRefusal(userRights(['user', 'mainpower'], false), 'mainPower')).toBeNull();
    expect(writeRefusal(userRights(['admin'], 0), 'mainPower')).toBeNull();
    expect(writeRefusal(userRights(['user'], 0), 'mainPower')).toBe('noMainPower');
  });

  it('says nothing while the roles or the main-power answer are unknown', () => {
    expect(userRights(undefined, true)).toBeUndefined();
    expect(userRights(['user'], undefined)).toBeUndefined();
    expect(writeRefusal(undefined, 'operate')).toBeUndefined();
  });
});
