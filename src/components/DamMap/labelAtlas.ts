/**
 * Bay labels drawn once into an atlas canvas and then copied (drawImage) frame after frame: a pan or a zoom
 * step repaints the same few dozen labels, and copying a small bitmap costs far less than laying out and
 * painting the text again. Labels are made at the device pixel ratio, so they are as sharp as fillText.
 *
 * Only labels already drawn in the previous frame get a sprite (at most a few dozen a frame), so the first
 * frame of a map is no slower than drawing the text straight away; the atlas starts afresh when it is full
 * or the font, ratio or theme changes.
 *
 * The atlas is a stack of small pages, not one large canvas: drawImage from a canvas copies the whole source
 * canvas once after each change to it, and a zoom step adds a sprite or two, so one 1024 px atlas meant a
 * 4 MB copy per step (a fifth of a zoom step at CPU 4×); a 256 px page is a sixteenth of that.
 */

/** Where a label sits in the atlas: its page and place there, device pixels. */
interface Sprite {
  page: HTMLCanvasElement;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A page's side, device pixels; a label wider or taller is drawn as text every time. */
const PAGE_SIZE = 256;
/** Pages at most (together the area of one 1024 px canvas). */
const PAGES = 16;
/** New sprites made per frame at most. */
const PER_FRAME = 48;

export interface LabelAtlas {
  /** Starts a frame: the font, line height and pixel ratio the labels use. */
  begin(font: string, lineHeight: number, dpr: number): void;
  /**
   * Draws lines of text centred on (cx, cy) in `ink`: from the atlas when the label (`key`: ink and lines)
   * has a sprite, else with fillText (and the label may get a sprite next frame).
   */
  draw(
    ctx: CanvasRenderingContext2D,
    key: string,
    lines: readonly string[],
    ink: string,
    cx: number,
    cy: number,
  ): void;
  /** Ends the frame: labels drawn now may get sprites next frame. */
  end(): void;
}

export function createLabelAtlas(): LabelAtlas {
  // The pages made so far; the first `used` hold sprites, the last of them takes new ones. A reset reuses them.
  const pages: { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D }[] = [];
  let used = 0;
  let sprites = new Map<string, Sprite>();
  let previous = new Set<string>();
  let current = new Set<string>();
  let font = '';
  let lineHeight = 14;
  let dpr = 1;
  let shelfX = 0;
  let shelfY = 0;
  let shelfH = 0;
  let full = false;
  let made = 0;

  function reset() {
    sprites = new Map();
    used = 0;
    shelfX = 0;
    shelfY = 0;
    shelfH = 0;
    full = false;
  }

  /** Page i, made on first use (null without a document or a 2D context). */
  function page(i: number): CanvasRenderingContext2D | null {
    if (!pages[i]) {
      if (typeof document === 'undefined') return null;
      const canvas = document.createElement('canvas');
      canvas.width = PAGE_SIZE;
      canvas.height = PAGE_SIZE;
      const ctx = canvas.getContext('2d');
      if (!ctx) return null;
      pages[i] = { canvas, ctx };
    }
    return pages[i]!.ctx;
  }

  function make(key: string, lines: readonly string[], ink: string): Sprite | null {
    let actx = page(Math.max(0, used - 1));
    if (!actx) return null;
    actx.setTransform(1, 0, 0, 1, 0, 0);
    actx.font = font;
    let widest = 0;
    for (const line of lines) widest = Math.max(widest, actx.measureText(line).width);
    const w = Math.ceil((widest + 4) * dpr);
    const h = Math.ceil((lines.length * lineHeight + 2) * dpr);
    if (w > PAGE_SIZE || h > PAGE_SIZE) return null;
    if (shelfX + w > PAGE_SIZE) {
      shelfY += shelfH;
      shelfX = 0;
      shelfH = 0;
    }
    if (used === 0 || shelfY + h > PAGE_SIZE) {
      // A new page: cleared (it may hold the sprites of before a reset), and the only one changed from now on.
      actx = used < PAGES ? page(used) : null;
      if (!actx) {
        full = true;
        return null;
      }
      used++;
      actx.setTransform(1, 0, 0, 1, 0, 0);
      actx.clearRect(0, 0, PAGE_SIZE, PAGE_SIZE);
      actx.font = font;
      shelfX = 0;
      shelfY = 0;
      shelfH = 0;
    }
    const sprite = { page: actx.canvas, x: shelfX, y: shelfY, w, h };
    shelfX += w;
    shelfH = Math.max(shelfH, h);
    actx.setTransform(dpr, 0, 0, dpr, sprite.x, sprite.y);
    actx.fillStyle = ink;
    actx.textAlign = 'center';
    actx.textBaseline = 'middle';
    for (let l = 0; l < lines.length; l++) {
      actx.fillText(lines[l]!, w / dpr / 2, 1 + lineHeight / 2 + l * lineHeight);
    }
    sprites.set(key, sprite);
    return sprite;
  }

  return {
    begin(nextFont, nextLineHeight, nextDpr) {
      if (nextFont !== font || nextLineHeight !== lineHeight || nextDpr !== dpr || full) {
        font = nextFont;
        lineHeight = nextLineHeight;
        dpr = nextDpr;
        reset();
      }
      made = 0;
      current = new Set();
    },
    draw(ctx, key, lines, ink, cx, cy) {
      current.add(key);
      let sprite = sprites.get(key);
      if (!sprite && previous.has(key) && made < PER_FRAME && !full) {
        made++;
        sprite = make(key, lines, ink) ?? undefined;
      }
      if (sprite) {
        const w = sprite.w / dpr;
        const h = sprite.h / dpr;
        const x = Math.round((cx - w / 2) * dpr) / dpr;
        const y = Math.round((cy - h / 2) * dpr) / dpr;
        ctx.drawImage(sprite.page, sprite.x, sprite.y, sprite.w, sprite.h, x, y, w, h);
        return;
      }
      ctx.fillStyle = ink;
      let y = cy - ((lines.length - 1) * lineHeight) / 2;
      for (const line of lines) {
        ctx.fillText(line, cx, y);
        y += lineHeight;
      }
    },
    end() {
      previous = current;
    },
  };
}
