import type { DataRouter, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from './buildRoutes';
import { preloadLinkedScreens } from './preloadLinkedScreens';

/** A route whose screen declares first data, and one that does not. */
function routes(startData: RouteHandle['startData']): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        { id: 'chart', path: '/hives/temp_chart/:hive_id', handle: { startData } },
        { id: 'plain', path: '/weather', handle: {} },
      ],
    },
  ];
}

const router = { subscribe: () => () => {} } as unknown as DataRouter;

function link(href: string, target?: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  if (target) a.target = target;
  document.body.append(a);
  return a;
}

const press = (el: Element, init: PointerEventInit = {}) =>
  el.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0, isPrimary: true, ...init }));

describe('preloadLinkedScreens', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("starts a linked screen's first data when a finger comes down on the link, with its parameters", () => {
    const startData = vi.fn();
    preloadLinkedScreens(router, routes(startData));
    press(link('/hives/temp_chart/646'), { pointerType: 'touch' });
    expect(startData).toHaveBeenCalledTimes(1);
    const [{ params, request }] = startData.mock.calls[0]!;
    expect(params).toEqual({ hive_id: '646' });
    expect(new URL(request.url).pathname).toBe('/hives/temp_chart/646');
  });

  it('starts nothing for a press that does not follow the link here, a focus, or a screen without data', () => {
    const startData = vi.fn();
    preloadLinkedScreens(router, routes(startData));
    const chart = link('/hives/temp_chart/646');
    press(chart, { button: 2 });
    press(chart, { ctrlKey: true });
    press(chart, { metaKey: true });
    press(chart, { shiftKey: true });
    press(link('/hives/temp_chart/7', '_blank'));
    chart.focus();
    press(link('/weather'));
    press(link('https://elsewhere.example/hives/temp_chart/646'));
    expect(startData).not.toHaveBeenCalled();
  });

  it("lets the login check's redirect go: the tap's navigation handles it", () => {
    const startData = vi.fn(() => {
      throw new Response(null, { status: 302 });
    });
    preloadLinkedScreens(router, routes(startData));
    expect(() => press(link('/hives/temp_chart/646'))).not.toThrow();
    expect(startData).toHaveBeenCalledTimes(1);
  });
});
