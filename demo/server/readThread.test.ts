import { describe, expect, it } from 'vitest';
import { handlers } from './handlers/index.ts';
import { loadContract } from './http/spec.ts';
import { READS_OFF_THREAD } from './readThread.ts';

describe('the reads answered off the event loop', () => {
  it('are reads of the contract with a handler: the read thread has a read-only connection', () => {
    const contract = loadContract();
    for (const operationId of READS_OFF_THREAD) {
      expect(contract.operations.get(operationId)?.method, operationId).toBe('GET');
      expect(handlers[operationId], operationId).toBeTypeOf('function');
    }
  });
});
