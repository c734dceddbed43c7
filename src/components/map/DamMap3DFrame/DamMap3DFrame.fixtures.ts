/**
 * A stand-in for the 3D map page, for stories and tests: a same-origin page (a blob: URL, so its origin is
 * the host's) that lists a few bays as buttons, posts `{ type: 'goHive', id }` when one is tapped, says
 * `{ type: 'ready' }` on start and shows the bays the host hands it. The real page is the demo's
 * `demo/map3d/index.html`.
 */
export function stubFramePage(bays: readonly { id: string; label: string }[] = []): string {
  const buttons = bays
    .map(
      (h) =>
        `<button type="button" data-id="${h.id}" style="min-height:44px;margin:4px;padding:0 12px;font:inherit">${h.label}</button>`,
    )
    .join('');
  const html = `<!doctype html><html lang="zh"><head><meta charset="utf-8"><title>3D</title></head>
<body style="margin:0;padding:12px;font:15px system-ui,sans-serif;background:#eef1f4;color:#17202a">
<p id="state">waiting</p><div id="hives">${buttons}</div>
<script>
  document.getElementById('hives').addEventListener('click', function (e) {
    var id = e.target && e.target.getAttribute('data-id');
    if (id) parent.postMessage({ type: 'goHive', id: id }, location.origin);
  });
  addEventListener('message', function (e) {
    if (e.source !== parent || !e.data || e.data.type !== 'hives') return;
    document.getElementById('state').textContent = 'hives: ' + e.data.hives.length;
  });
  parent.postMessage({ type: 'ready' }, location.origin);
</script></body></html>`;
  return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
}
