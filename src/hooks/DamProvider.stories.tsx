import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../components/ui/Button';
import { SiteTime } from '../components/ui/SiteTime';
import { StatusMessage } from '../components/ui/StatusMessage';
import { DamProvider } from './DamProvider';

/** A moment every story shows: 2026-11-20 02:30 UTC, 10:30 on a site in China. */
const MOMENT = Date.UTC(2026, 10, 20, 2, 30);

/** A few damtherm parts under the provider: their texts, theme and times follow its props. */
function Sample() {
  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, maxWidth: 420 }}>
      <SiteTime value={MOMENT} />
      <StatusMessage tone="empty" />
      <Button variant="primary">OK</Button>
    </div>
  );
}

const meta = {
  title: 'Shell/DamProvider 全局设置',
  id: 'shell-damprovider',
  component: DamProvider,
  args: { language: 'zh', theme: 'light', timeZone: 'Asia/Shanghai', children: <Sample /> },
  argTypes: {
    language: { control: 'inline-radio', options: ['zh', 'en'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'sunlight'] },
    children: { control: false },
    client: { control: false },
    i18n: { control: false },
    swr: { control: false },
  },
  parameters: {
    docs: {
      source: {
        language: 'tsx',
        code: `const client = createDamClient({ baseUrl: '/api' });

<DamProvider client={client} language="zh" theme="light" timeZone="Asia/Shanghai">
  <App />
</DamProvider>`,
      },
    },
  },
} satisfies Meta<typeof DamProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chinese texts, the light theme, times on site (Asia/Shanghai). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/10:30/)).toBeVisible();
  },
};
/** English texts whatever the toolbar says: the innermost provider wins. */
export const English: Story = { args: { language: 'en' } };
/** The dark theme, for a control room. */
export const Dark: Story = { args: { theme: 'dark' } };
/** The same moment on a site in another time zone. */
export const OtherTimeZone: Story = {
  args: { timeZone: 'Asia/Urumqi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/08:30/)).toBeVisible();
  },
};
