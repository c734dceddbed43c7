import { Heading } from 'react-aria-components';
import { Button } from '../Button';
import { Icon } from '../Icon';

/** The month row of a react-aria Calendar or RangeCalendar: previous month, the month's name, next month. */
export function CalendarHeader({
  className,
  headingClassName,
  previousLabel,
  nextLabel,
}: {
  className: string;
  headingClassName: string;
  previousLabel: string;
  nextLabel: string;
}) {
  return (
    <header className={className}>
      <Button slot="previous" variant="icon" aria-label={previousLabel}>
        <Icon name="chevronLeft" size={20} />
      </Button>
      <Heading className={headingClassName} />
      <Button slot="next" variant="icon" aria-label={nextLabel}>
        <Icon name="chevronRight" size={20} />
      </Button>
    </header>
  );
}
