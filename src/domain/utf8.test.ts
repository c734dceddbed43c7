import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it('encodes as TextEncoder does: ASCII, Chinese, an emoji and a lone surrogate', () => {
    for (const text of ['', 'abc123', '温度计 12#-001', 'π≈3.14', '😀 ok', 'a\ud800b']) {
      expect([...utf8Bytes(text)]).toEqual([...new TextEncoder().encode(text)]);
    }
  });
});
