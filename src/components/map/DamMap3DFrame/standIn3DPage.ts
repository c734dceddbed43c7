import { bandColor, type MapBay, temperatureBand } from '../../../domain';

/**
 * A self-contained stand-in for the 3D map page, for stories: a same-origin blob: page (no network, no
 * backend) that draws the bays as boxes in an oblique 3D view, coloured by temperature band, lists a few as
 * buttons that post `{ type: 'goHive', id }`, says `{ type: 'ready' }` on start and counts the bays the host
 * hands it. The product's page (the demo's `demo/map3d/`) draws the same bays with rotation and zoom.
 */
export function standIn3DPage(bays: readonly MapBay[], tappable: number, caption: string): string {
  const boxes = bays.map((b) => ({
    id: b.id,
    block: b.block,
    top: b.top,
    bottom: b.bottom,
    colour: bandColor(temperatureBand(b.temperature, b.closed ?? true)),
  }));
  const buttons = bays
    .slice(0, tappable)
    .map((b) => `<button type="button" data-id="${b.id}">${b.label}</button>`)
    .join('');
  const html = `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>3D</title><style>
body{margin:0;padding:8px;font:14px system-ui,sans-serif;background:#eef1f4;color:#17202a;display:grid;gap:6px}
canvas{width:100%;height:180px;display:block}p{margin:0}
button{min-height:44px;margin:2px;padding:0 12px;font:inherit}</style></head><body>
<p id="state">${caption}</p><canvas id="view" role="img" aria-label="3D"></canvas><div id="hives">${buttons}</div>
<script>
  var boxes = ${JSON.stringify(boxes)};
  var canvas = document.getElementById('view');
  function draw() {
    var dpr = window.devicePixelRatio || 1, w = canvas.clientWidth, h = canvas.clientHeight;
    canvas.width = w * dpr; canvas.height = h * dpr;
    var ctx = canvas.getContext('2d'); ctx.scale(dpr, dpr);
    if (!boxes.length) return;
    var b0 = Math.min.apply(null, boxes.map(function (b) { return b.block; }));
    var b1 = Math.max.apply(null, boxes.map(function (b) { return b.block; })) + 1;
    var z0 = Math.min.apply(null, boxes.map(function (b) { return b.bottom; }));
    var z1 = Math.max.apply(null, boxes.map(function (b) { return b.top; }));
    // Oblique projection: blocks run along x, elevation up, the dam's thickness recedes up and right.
    var depth = 0.6, dx = 0.5, dy = 0.35;
    // A block about 24 m wide beside its lifts' elevations, as wide as the page allows; centred.
    var span = Math.max(1, z1 - z0), n = b1 - b0 + depth * dx;
    var u = Math.min((w - 16) / n, (24 * (h - 16)) / (span + 24 * depth * dy));
    var v = (h - 16 - depth * dy * u) / span;
    var left = (w - n * u) / 2;
    function p(x, y, z) { return [left + (x - b0 + y * dx) * u, h - 8 - (z - z0) * v - y * dy * u]; }
    function face(pts, fill, shade) {
      ctx.beginPath(); pts.forEach(function (q, i) { i ? ctx.lineTo(q[0], q[1]) : ctx.moveTo(q[0], q[1]); });
      ctx.closePath(); ctx.fillStyle = fill; ctx.fill();
      if (shade) { ctx.fillStyle = 'rgba(0,0,0,' + shade + ')'; ctx.fill(); }
      ctx.strokeStyle = 'rgba(0,0,0,.35)'; ctx.stroke();
    }
    // Painter's order: left blocks first (a block's front face hides its left neighbour's side), low lifts first.
    boxes.slice().sort(function (a, b) { return a.block - b.block || a.bottom - b.bottom; }).forEach(function (b) {
      var x0 = b.block, x1 = b.block + 1, d = depth;
      face([p(x1, 0, b.bottom), p(x1, d, b.bottom), p(x1, d, b.top), p(x1, 0, b.top)], b.colour, 0.3);
      face([p(x0, 0, b.top), p(x1, 0, b.top), p(x1, d, b.top), p(x0, d, b.top)], b.colour, 0.12);
      face([p(x0, 0, b.bottom), p(x1, 0, b.bottom), p(x1, 0, b.top), p(x0, 0, b.top)], b.colour, 0);
    });
  }
  draw();
  addEventListener('resize', draw);
  document.getElementById('hives').addEventListener('click', function (e) {
    var id = e.target && e.target.getAttribute('data-id');
    if (id) parent.postMessage({ type: 'goHive', id: id }, location.origin);
  });
  addEventListener('message', function (e) {
    if (e.source !== parent || !e.data || e.data.type !== 'hives') return;
    document.getElementById('state').textContent = ${JSON.stringify(caption)} + ' · hives: ' + e.data.hives.length;
  });
  parent.postMessage({ type: 'ready' }, location.origin);
</script></body></html>`;
  return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
}
