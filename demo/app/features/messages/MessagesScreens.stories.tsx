import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { flow, startingWith } from '../../storybook/flows';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Warnings', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Messages: ScreenStory = { ...screenStory('messageMain'), tags: ['visual'] };
export const MessagesLoading = screenStory('messageMain', { state: 'loading' });
export const MessagesEmpty = screenStory('messageMain', { state: 'empty' });
export const MessagesError = screenStory('messageMain', { state: 'error' });
export const UnreadMessages = screenStory('messages');
export const UnreadMessagesLoading = screenStory('messages', { state: 'loading' });
export const UnreadMessagesEmpty = screenStory('messages', { state: 'empty' });
export const UnreadMessagesError = screenStory('messages', { state: 'error' });
export const TemperatureWarnings: ScreenStory = { ...screenStory('tempWarns'), tags: ['visual'] };
export const TemperatureWarningsLoading = screenStory('tempWarns', { state: 'loading' });
export const TemperatureWarningsEmpty = screenStory('tempWarns', { state: 'empty' });
export const TemperatureWarningsError = screenStory('tempWarns', { state: 'error' });
export const OutletWarnings = screenStory('cjkWarns');
export const OutletWarningsLoading = screenStory('cjkWarns', { state: 'loading' });
export const OutletWarningsEmpty = screenStory('cjkWarns', { state: 'empty' });
export const OutletWarningsError = screenStory('cjkWarns', { state: 'error' });
export const BinEntryWarnings = screenStory('rcWarns');
export const PouringWarnings = screenStory('jzWarns');
export const StageTemperatureWarnings = screenStory('stageTemp');
export const DailyDeclineWarnings = screenStory('dailyDecline');
export const InletAboveBayWarnings = screenStory('intempBiggerHivetemp');
export const InletRangeWarnings = screenStory('inTempRange');
export const ControlRangeWarnings = screenStory('tempControlChangeRange');
export const UnknownTemperatureWarnings = screenStory('tempUnknown');
export const TemperatureTimeoutWarnings = screenStory('tempTimeout');
export const FlowWarnings = screenStory('loopWarns');
export const ControllerWarnings = screenStory('gkjWarns');
export const ValveWarnings = screenStory('sifaWarns');

/** On the warnings tab: the outlet warnings opened, one warning in them marked read (one write). */
export const ReadAWarning: ScreenStory = {
  ...screenStory('messageMain', { role: 'engineer' }),
  play: async (context) => {
    const { page, t, writes } = flow(context);
    const temperature = await page.findByRole(
      'region',
      { name: t('app.message.categories.temperature') },
      { timeout: 10000 },
    );
    const outlet = temperature.querySelector<HTMLAnchorElement>('a[href="/message/cjkWarns"]');
    await expect(outlet).not.toBeNull();
    await userEvent.click(outlet as HTMLAnchorElement);
    const [markRead] = await page.findAllByRole(
      'button',
      { name: startingWith(t('warning.markRead')) },
      { timeout: 10000 },
    );
    await userEvent.click(markRead as HTMLElement);
    await waitFor(() => expect(writes).toHaveLength(1));
    await expect(writes[0]?.operationId).toBe('markWarningsRead');
  },
};
