import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamProvider } from '../../../hooks/DamProvider';
import { useThemeChange } from './hooks';

function Probe({ onChange }: { onChange: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useThemeChange(ref, onChange);
  return <div ref={ref} data-testid="probe" />;
}

/** Lets the MutationObserver report. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A chart's theme watch inside a DamProvider, and the provider's root where a theme is set. */
async function renderProbe(onChange: () => void) {
  const screen = await render(
    <DamProvider language="en">
      <Probe onChange={onChange} />
    </DamProvider>,
  );
  return { screen, root: screen.container.querySelector<HTMLElement>('[data-dam-root]')! };
}

describe('useThemeChange', () => {
  it('reports a theme class, a data-theme and inline theme values set on the provider', async () => {
    const onChange = vi.fn();
    const { root } = await renderProbe(onChange);

    // A portal's own colours, as CSS variables in the provider's style attribute.
    root.style.setProperty('--dam-color-accent', 'rgb(200, 0, 0)');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(1);

    root.setAttribute('data-theme', 'dark');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(2);

    root.classList.add('another-theme');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(3);

    // Nothing else about the provider is a theme change.
    root.setAttribute('aria-label', 'Dam');
    await settle();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('stops watching when the chart goes', async () => {
    const onChange = vi.fn();
    const { screen, root } = await renderProbe(onChange);
    screen.unmount();
    root.style.setProperty('--dam-color-accent', 'rgb(200, 0, 0)');
    await settle();
    expect(onChange).not.toHaveBeenCalled();
  });
});
