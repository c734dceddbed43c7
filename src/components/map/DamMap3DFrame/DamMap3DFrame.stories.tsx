import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type ComponentType, useMemo, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyLanguage } from '../../../../.storybook/storyTexts';
import type { Language } from '../../../i18n/language';
import { smallDam } from '../DamMap/DamMap.fixtures';
import { DamMap3DFrame, type DamMap3DFrameProps } from './DamMap3DFrame';
import { standIn3DPage } from './standIn3DPage';

const hives = smallDam.bays.slice(0, 6);

/** The stand-in page's own caption, so the picture never passes for the product's 3D page. */
const STAND_IN = {
  zh: 'Storybook 替身页面：无需网络，以斜视三维绘制示例坝段的仓（产品中为演示应用的 /map3d/ 页面）',
  en: 'Storybook stand-in page: the sample bays drawn in an oblique 3D view, no network (the product loads the demo’s /map3d/ page)',
} as const;

/**
 * The frame around a self-contained stand-in page (Storybook serves no backend and not the demo's 3D page):
 * the page draws the sample dam's bays as 3D boxes; tapping a bay button in it posts goHive, and the host
 * shows which bay it would open.
 */
function FrameDemo({
  language,
  ...props
}: Omit<DamMap3DFrameProps, 'src' | 'onBaySelect'> & {
  onBaySelect?: (id: string) => void;
  language?: Language;
}) {
  const src = useMemo(
    () => standIn3DPage(smallDam.bays, hives.length, STAND_IN[language ?? 'zh']),
    [language],
  );
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DamMap3DFrame
        {...props}
        src={src}
        onBaySelect={(id) => {
          setOpened(id);
          props.onBaySelect?.(id);
        }}
      />
      <output>{opened ? `/areas/hives?id=${opened}&from=5` : '—'}</output>
    </div>
  );
}

const meta = {
  title: 'Map/DamMap3DFrame 三维温控地图',
  id: 'map-dammap3dframe',
  // The docs page documents the frame's own props; the stories render it around a stand-in page.
  component: DamMap3DFrame as unknown as ComponentType<ComponentProps<typeof FrameDemo>>,
  render: (args, { globals }) => <FrameDemo {...args} language={storyLanguage(globals)} />,
  args: { onBaySelect: fn(), height: 380 },
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `<DamMap3DFrame
  src="/map3d/index.html"
  height="70vh"
  onBaySelect={(id) => navigate(\`/areas/hives?id=\${id}&from=5\`)}
/>`,
      },
    },
  },
} satisfies Meta<typeof FrameDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('iframe')!;
    await waitFor(() => expect(frame.contentDocument?.querySelector('button')).toBeTruthy());
    frame.contentDocument!.querySelector<HTMLButtonElement>('button')!.click();
    await waitFor(() => expect(args.onBaySelect).toHaveBeenCalledWith(hives[0]!.id));
    await expect(canvas.getByText(`/areas/hives?id=${hives[0]!.id}&from=5`)).toBeVisible();
  },
};

/** The host hands its bays to the page. */
export const WithBays: Story = { args: { bays: hives } };
export const English: Story = { globals: { language: 'en' } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const Desktop: Story = {
  args: { height: 560 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
