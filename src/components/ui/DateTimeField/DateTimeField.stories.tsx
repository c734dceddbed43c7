import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { containing, storyLanguage, storyTexts } from '../../../../.storybook/storyTexts';
import { DateTimeField, type DateTimeFieldProps } from './DateTimeField';

/** 2025-06-18 09:30 in Asia/Shanghai. */
const MORNING = Date.UTC(2025, 5, 18, 1, 30);
/** 2020-01-01 00:00 in Asia/Shanghai. */
const FIRST = Date.UTC(2019, 11, 31, 16, 0);

function Controlled(props: Omit<DateTimeFieldProps, 'onChange'>) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <DateTimeField {...props} value={value} onChange={setValue} />
      <output data-testid="ms">{value === null ? 'null' : String(value)}</output>
    </div>
  );
}

const meta = {
  title: 'UI/DateTimeField 日期时间',
  id: 'ui-datetimefield',
  component: DateTimeField,
  args: { label: '录入时间', value: MORNING, onChange: () => {}, minValue: FIRST, maxValue: MORNING },
  render: (args) => <Controlled {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // Typing a new hour changes the instant by whole hours, in the site zone. React Aria names the segments
    // in the reader's locale, not from damtherm's catalogue.
    const hourName = storyLanguage(globals) === 'en' ? /^hour/ : /^小时/;
    const hour = canvas.getByRole('spinbutton', { name: hourName });
    await userEvent.click(hour);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByTestId('ms')).toHaveTextContent(String(MORNING - 3_600_000));
  },
};
export const Empty: Story = { args: { value: null, isRequired: true } };
export const Invalid: Story = { args: { errorMessage: '录入时间不能晚于当前时间' } };
export const Disabled: Story = { args: { isDisabled: true } };
/** The same instant shown on a site in another zone. */
export const OtherZone: Story = { args: { timeZone: 'Europe/Zurich', label: '录入时间（苏黎世）' } };
export const English: Story = {
  args: { label: 'Entry time', errorMessage: 'The entry time is later than the current time' },
  globals: { language: 'en' },
};
export const CalendarOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: containing(t('field.dateTime.openCalendar')) }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('grid')).toBeVisible();
  },
};
export const Dark: Story = { args: { errorMessage: '录入时间不能晚于当前时间' }, globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
