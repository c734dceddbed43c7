/** Every operation of the contract, by operationId. */
import type { Handlers } from '../http/context.ts';
import { accountHandlers } from './account.ts';
import { auditHandlers } from './audit.ts';
import { entryHandlers } from './entry.ts';
import { fileHandlers } from './files.ts';
import { hiveHandlers } from './hives.ts';
import { mapHandlers } from './map.ts';
import { rackHandlers } from './racks.ts';
import { reportHandlers } from './reports.ts';
import { reversalHandlers } from './reversal.ts';
import { warningHandlers } from './warnings.ts';

export const handlers: Handlers = {
  ...accountHandlers,
  ...rackHandlers,
  ...hiveHandlers,
  ...fileHandlers,
  ...entryHandlers,
  ...reversalHandlers,
  ...warningHandlers,
  ...reportHandlers,
  ...mapHandlers,
  ...auditHandlers,
};
