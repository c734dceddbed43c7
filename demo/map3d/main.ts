/**
 * The demo's 3D map page (part 2 §2.11), shown by DamMap3DFrame in an iframe; a plain Vite page.
 *
 * Data, in this order:
 * 1. hives posted by the host page, `{ type: 'hives', hives: MapHive[] }` (domain values, as DamMap takes
 *    them), accepted only from the parent window at the parent's origin; the page asks with
 *    `{ type: 'ready' }` when it starts;
 * 2. otherwise, after a short wait (or at once when not framed), it fetches
 *    `/dn/api_get_map_hives?area_id={area_id}&time={now s}` from the reference backend (the query's `area_id`,
 *    default 3, and `access_token` when given) and adapts the answer with damtherm's domain adapter.
 *
 * A tap on a hive posts `{ type: 'goHive', id }` to the parent, at the parent's origin only; opened on its
 * own, the page goes to `/areas/hives?id={id}&from=5` itself.
 *
 * Query: `area_id`, `access_token`, `lang` (zh | en; default: the stored `language`), `parentOrigin`
 * (default: the referrer's origin, else this page's).
 */
import { BAY_ID_PATTERN, frameBayId, messageAreas } from 'damtherm';
import { adaptMapBays, bandColor, type MapBay, type RawMapHive, TEMPERATURE_BANDS } from 'damtherm/domain';
import { createView3D } from './view3d.ts';

const messages = messageAreas.map;

const query = new URLSearchParams(window.location.search);
const stored = (() => {
  try {
    return window.localStorage.getItem('language');
  } catch {
    return null;
  }
})();
const language = (query.get('lang') ?? stored) === 'en' ? 'en' : 'zh';
const text = messages[language];
document.documentElement.lang = language;
document.title = text.view3d.title;

const framed = window.parent !== window;
const parentOrigin = (() => {
  const given = query.get('parentOrigin');
  const candidates = [given, document.referrer, window.location.href];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const origin = new URL(candidate).origin;
      if (origin !== 'null') return origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return window.location.origin;
})();

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const canvas = $<HTMLCanvasElement>('view');
const status = $<HTMLParagraphElement>('status');
const hover = $<HTMLParagraphElement>('hover');
$('title').textContent = text.view3d.title;
$('hint').textContent = text.view3d.hint;
$('reset').textContent = text.view3d.reset;
$('legend-title').textContent = text.view3d.legend;
// Framed, the host page's header already names the map: the heading stays for screen readers only and the
// hint takes its place beside the reset button.
if (framed) {
  $('title').classList.add('visually-hidden');
  $('reset').before($('hint'));
}
canvas.setAttribute('role', 'img');
canvas.setAttribute('aria-label', text.view3d.title);

const legend = $<HTMLUListElement>('legend');
TEMPERATURE_BANDS.forEach(({ band, above }, i) => {
  const upper = TEMPERATURE_BANDS[i - 1]?.above;
  const label =
    upper === undefined ? `> ${above}℃` : Number.isFinite(above) ? `${above}–${upper}℃` : `≤ ${upper}℃`;
  const item = document.createElement('li');
  const swatch = document.createElement('i');
  swatch.style.background = bandColor(band);
  item.append(swatch, label);
  legend.append(item);
});

function goHive(hive: MapBay) {
  const message = { type: 'goHive', id: hive.id };
  if (frameBayId(message) === null) return;
  if (framed) window.parent.postMessage(message, parentOrigin);
  else window.location.assign(`/areas/hives?id=${encodeURIComponent(hive.id)}&from=5`);
}

const view = createView3D(canvas, {
  onTap: goHive,
  onHover(hive, x, y) {
    hover.hidden = hive === null;
    if (!hive) return;
    hover.textContent = `${hive.label} · ${hive.block}# · ${hive.bottom}–${hive.top} m${
      hive.temperature == null ? '' : ` · ${hive.temperature.toFixed(1)}℃`
    }`;
    hover.style.left = `${x}px`;
    hover.style.top = `${y}px`;
  },
});
$('reset').addEventListener('click', () => view.reset());
new ResizeObserver(() => view.resize()).observe(canvas);

let received = false;
function show(hives: readonly MapBay[]) {
  received = true;
  status.textContent = hives.length === 0 ? text.view3d.empty : '';
  view.setHives(hives);
}

/** Hives posted by the host must look like MapHives; anything else is dropped. */
function validHives(data: unknown): MapBay[] | null {
  if (!Array.isArray(data)) return null;
  const out: MapBay[] = [];
  for (const h of data) {
    if (h === null || typeof h !== 'object') continue;
    const { id, label, block, top, bottom } = h as Partial<MapBay>;
    if (typeof id !== 'string' || !BAY_ID_PATTERN.test(id)) continue;
    if (![block, top, bottom].every((n) => typeof n === 'number' && Number.isFinite(n))) continue;
    out.push({ ...(h as MapBay), label: typeof label === 'string' ? label : id });
  }
  return out;
}

window.addEventListener('message', (event) => {
  if (!framed || event.source !== window.parent || event.origin !== parentOrigin) return;
  const data = event.data as { type?: unknown; hives?: unknown } | null;
  if (data?.type !== 'hives') return;
  const hives = validHives(data.hives);
  if (hives) show(hives);
});

async function fetchHives() {
  if (received) return;
  status.textContent = text.view3d.loading;
  const params = new URLSearchParams({
    area_id: query.get('area_id') ?? '3',
    time: String(Math.floor(Date.now() / 1000)),
  });
  const token = query.get('access_token');
  if (token) params.set('access_token', token);
  try {
    const res = await fetch(`/dn/api_get_map_hives?${params}`, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { data?: RawMapHive[] };
    if (!received) show(adaptMapBays(body.data));
  } catch {
    if (!received) status.textContent = text.view3d.error;
  }
}

if (framed) {
  window.parent.postMessage({ type: 'ready' }, parentOrigin);
  // The host answers at once when it has hives; otherwise the page fetches them itself.
  window.setTimeout(fetchHives, 400);
} else void fetchHives();
