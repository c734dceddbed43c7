/**
 * The messages between the 3D map frame and the page hosting it (part 2 §2.11). The frame posts
 * `{ type: 'goHive', id }` when a bay is tapped, and `{ type: 'ready' }` once it can take data; the host may
 * answer with `{ type: 'hives', hives }` (the bays as domain values). Shared by DamMap3DFrame and the demo's 3D page.
 */

/** What a bay id may look like in a message: digits, letters, '-' and '_', at most 64 of them. */
export const BAY_ID_PATTERN = /^[0-9A-Za-z_-]{1,64}$/;

export type FrameMessage =
  | { type: 'goHive'; id: string | number }
  | { type: 'ready' }
  | { type: 'hives'; hives: readonly unknown[] };

/** The bay id of a well-formed goHive message, else null (wrong type, missing or malformed id). */
export function frameBayId(data: unknown): string | null {
  if (data === null || typeof data !== 'object') return null;
  const { type, id } = data as { type?: unknown; id?: unknown };
  if (type !== 'goHive') return null;
  const text =
    typeof id === 'string'
      ? id
      : typeof id === 'number' && Number.isSafeInteger(id) && id >= 0
        ? String(id)
        : null;
  return text !== null && BAY_ID_PATTERN.test(text) ? text : null;
}

/** Whether the data is the frame's `{ type: 'ready' }`. */
export function isReady(data: unknown): boolean {
  return data !== null && typeof data === 'object' && (data as { type?: unknown }).type === 'ready';
}

/**
 * The origin of a frame URL, resolved against the page; null when it has none that can be checked (data:,
 * about:blank, or not a URL), so that no message is ever accepted from such a frame.
 */
export function frameOrigin(src: string, base: string): string | null {
  try {
    const origin = new URL(src, base).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}
