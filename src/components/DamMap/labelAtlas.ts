/**
 * Bay labels drawn once into an atlas canvas and then copied (drawImage) frame after frame: a pan or a zoom
 * step repaints the same few dozen labels, and copying a small bitmap costs far less than laying out and
 * painting the text again. Labels are made at the device pixel ratio, so they are as sharp as fillText.
 *
 * Only labels already drawn in the previous frame get a sprite (at most a few dozen a frame), so the first
 * frame of a map is no slower than drawing the text straight away; the atlas starts afresh when it is full
 * or the font, ratio or theme changes.
 */

/** Where a label sits in the atlas, device pixels. */
interface Sprite {
  x: number;
  y: number;
  w: number;
  h: number;
}

const ATLAS_SIZE = 1024;
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
  let canvas: HTMLCanvasElement | null = null;
  let actx: CanvasRenderingContext2D | null = null;
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
    shelfX = 0;
    shelfY = 0;
    shelfH = 0;
    full = false;
    actx?.setTransform(1, 0, 0, 1, 0, 0);
    actx?.clearRect(0, 0, ATLAS_SIZE, ATLAS_SIZE);
  }

  function make(key: string, lines: readonly string[], ink: string): Sprite | null {
    if (!canvas) {
      if (typeof document === 'undefined') return null;
      canvas = document.createElement('canvas');
      canvas.width = ATLAS_SIZE;
      canvas.height = ATLAS_SIZE;
      actx = canvas.getContext('2d');
    }
    if (!actx) return null;
    actx.setTransform(1, 0, 0, 1, 0, 0);
    actx.font = font;
    let widest = 0;
    for (const line of lines) widest = Math.max(widest, actx.measureText(line).width);
    const w = Math.ceil((widest + 4) * dpr);
    const h = Math.ceil((lines.length * lineHeight + 2) * dpr);
    if (w > ATLAS_SIZE || h > ATLAS_SIZE) return null;
    if (shelfX + w > ATLAS_SIZE) {
      shelfY += shelfH;
      shelfX = 0;
      shelfH = 0;
    }
    if (shelfY + h > ATLAS_SIZE) {
      full = true;
      return null;
    }
    const sprite = { x: shelfX, y: shelfY, w, h };
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
        ctx.drawImage(canvas!, sprite.x, sprite.y, sprite.w, sprite.h, x, y, w, h);
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
