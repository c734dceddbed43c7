import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flow } from '../../storybook/flows';
import { type ScreenStory, screenMeta, screenStory } from '../../storybook/screenStory';

const meta = { ...screenMeta, title: 'Screens/Cabinets and loops', tags: ['!autodocs'] } satisfies Meta;
export default meta;

export const Cabinets: ScreenStory = { ...screenStory('racks'), tags: ['visual'] };
export const CabinetsLoading = screenStory('racks', { state: 'loading' });
export const CabinetsEmpty = screenStory('racks', { state: 'empty' });
export const CabinetsError = screenStory('racks', { state: 'error' });
export const Cabinet = screenStory('rack');
export const CabinetLoading = screenStory('rack', { state: 'loading' });
export const CabinetEmpty = screenStory('rack', { state: 'empty' });
export const CabinetError = screenStory('rack', { state: 'error' });
export const Loops = screenStory('rackLoops');
export const LoopsLoading = screenStory('rackLoops', { state: 'loading' });
export const LoopsEmpty = screenStory('rackLoops', { state: 'empty' });
export const LoopsError = screenStory('rackLoops', { state: 'error' });
export const Thermometers = screenStory('rackTemps');
export const ThermometersLoading = screenStory('rackTemps', { state: 'loading' });
export const ThermometersEmpty = screenStory('rackTemps', { state: 'empty' });
export const ThermometersError = screenStory('rackTemps', { state: 'error' });
export const Loop: ScreenStory = { ...screenStory('rackLoop'), tags: ['visual'] };
export const LoopLoading = screenStory('rackLoop', { state: 'loading' });
export const LoopEmpty = screenStory('rackLoop', { state: 'empty' });
export const LoopError = screenStory('rackLoop', { state: 'error' });
export const Thermometer = screenStory('rackTemp');
export const ThermometerLoading = screenStory('rackTemp', { state: 'loading' });
export const ThermometerEmpty = screenStory('rackTemp', { state: 'empty' });
export const ThermometerError = screenStory('rackTemp', { state: 'error' });
export const AmbientThermometer = screenStory('ambientTemp');
export const AmbientThermometerLoading = screenStory('ambientTemp', { state: 'loading' });
export const AmbientThermometerEmpty = screenStory('ambientTemp', { state: 'empty' });
export const AmbientThermometerError = screenStory('ambientTemp', { state: 'error' });
export const LoopControl: ScreenStory = { ...screenStory('loopCtrl'), tags: ['visual'] };
export const LoopControlLoading = screenStory('loopCtrl', { state: 'loading' });
export const LoopControlEmpty = screenStory('loopCtrl', { state: 'empty' });
export const LoopControlError = screenStory('loopCtrl', { state: 'error' });
export const CoolingControl = screenStory('coolerControl');
export const CoolingControlLoading = screenStory('coolerControl', { state: 'loading' });
export const CoolingControlEmpty = screenStory('coolerControl', { state: 'empty' });
export const CoolingControlError = screenStory('coolerControl', { state: 'error' });
export const AutoReversal = screenStory('autoReversal');
export const AutoReversalLoading = screenStory('autoReversal', { state: 'loading' });
export const AutoReversalEmpty = screenStory('autoReversal', { state: 'empty' });
export const AutoReversalError = screenStory('autoReversal', { state: 'error' });
export const CoolingCommand = screenStory('coolerGo');
export const CoolingCommandLoading = screenStory('coolerGo', { state: 'loading' });
export const CoolingCommandEmpty = screenStory('coolerGo', { state: 'empty' });
export const CoolingCommandError = screenStory('coolerGo', { state: 'error' });

/** A manual opening of 55 % for loop 1, confirmed in its alert dialog, then followed (one command sent). */
export const SendALoopCommand: ScreenStory = {
  ...screenStory('loopCtrl', { role: 'engineer' }),
  play: async (context) => {
    const { page, t, writes } = flow(context);
    await userEvent.click(
      await page.findByRole('radio', { name: t('loop.control.modeManual') }, { timeout: 10000 }),
    );
    await userEvent.click(page.getByRole('radio', { name: t('loop.control.setOpening') }));
    await userEvent.type(page.getByRole('textbox', { name: t('loop.control.openingValue') }), '55');
    await userEvent.click(page.getByRole('button', { name: t('loop.control.submit') }));
    const confirm = within(await page.findByRole('alertdialog'));
    await expect(writes).toHaveLength(0);
    await userEvent.click(confirm.getByRole('button', { name: t('loop.control.confirm.send') }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await expect(writes[0]?.operationId).toBe('issueLoopCommand');
    await expect(writes[0]?.query).toMatchObject({
      cmd: '1',
      cmd_value: '2',
      cmd_value2: '55',
      loop_id: '1',
    });
  },
};
