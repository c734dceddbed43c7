import type { LoopCommandRecord } from '../../../domain';
import { FIXTURE_NOW } from '../LoopList/LoopList.fixtures';

export { FIXTURE_NOW };

const minutes = (n: number) => n * 60_000;

/** Loops of cabinet 12 under automatic (smart) control. */
export const autoLoops = [1, 2, 3, 5, 8, 13, 14, 21, 34];

/** A command just issued for loop 12, waiting for the cabinet. */
export const waitingCommand: LoopCommandRecord = {
  id: 'c-1048',
  loop: 12,
  mode: 'manual',
  valueKind: 'opening',
  value: 60,
  issuerName: '张工',
  issuedAt: FIXTURE_NOW - minutes(1.5),
  doneAt: null,
};

/** The executed commands of loop 12, newest first. */
export const commandHistory: LoopCommandRecord[] = [
  {
    id: 'c-1031',
    loop: 12,
    mode: 'manual',
    valueKind: 'flowSlow',
    value: 28,
    issuerName: '李娜',
    issuedAt: FIXTURE_NOW - minutes(190),
    doneAt: FIXTURE_NOW - minutes(187),
  },
  {
    id: 'c-0990',
    loop: 12,
    mode: 'auto',
    valueKind: null,
    value: null,
    issuerName: '王建国',
    issuedAt: FIXTURE_NOW - minutes(60 * 26),
    doneAt: FIXTURE_NOW - minutes(60 * 26 - 2),
  },
  {
    id: 'c-0954',
    loop: 12,
    mode: 'manual',
    valueKind: 'flowFast',
    value: 45.5,
    issuerName: '张工',
    issuedAt: FIXTURE_NOW - minutes(60 * 49),
    doneAt: FIXTURE_NOW - minutes(60 * 49 - 1),
  },
  {
    id: 'c-0911',
    loop: 12,
    mode: 'manual',
    valueKind: 'opening',
    value: 100,
    issuerName: '白鹤滩水电站左岸温控值班工程师（夜班）',
    issuedAt: FIXTURE_NOW - minutes(60 * 75),
    doneAt: FIXTURE_NOW - minutes(60 * 75 - 4),
  },
];

/** Commands issued to all loops (loop 0). */
export const allLoopsHistory: LoopCommandRecord[] = [
  { ...commandHistory[1]!, id: 'c-0700', loop: 0 },
  {
    ...commandHistory[0]!,
    id: 'c-0650',
    loop: 0,
    issuedAt: FIXTURE_NOW - minutes(60 * 80),
    doneAt: FIXTURE_NOW - minutes(60 * 80 - 3),
  },
];
