import type { RawNumber } from '../number.ts';
import { toNumber } from '../number.ts';
import { secondsToMs } from '../time.ts';
import { idOf, textOf } from './series.ts';

/** A file attached to a bay. */
export interface BayFile {
  id: string;
  name: string;
  /** Stored path, passed back to download and delete. */
  url: string;
  size: number | null;
  uploadedAt: number | null;
}

/** Raw file → BayFile. */
export function adaptFile(raw: {
  id: RawNumber;
  fileName?: string | null;
  fileUrl?: string | null;
  size?: RawNumber;
  c_when?: RawNumber;
}): BayFile {
  return {
    id: idOf(raw.id),
    name: textOf(raw.fileName) ?? '',
    url: textOf(raw.fileUrl) ?? '',
    size: toNumber(raw.size),
    uploadedAt: secondsToMs(raw.c_when),
  };
}
