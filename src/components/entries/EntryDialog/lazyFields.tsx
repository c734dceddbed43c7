import { lazy, type ReactNode, Suspense } from 'react';
import type { BayPickerProps } from '../../bays/BayPicker';
import type { DateTimeFieldProps } from '../../ui/DateTimeField';
import type { UnitFieldProps } from '../../ui/UnitField';
import * as styles from './EntryDialog.css';

/*
 * The dialog's fields, out of the page's first load: react-aria's date picker and calendar, the bay picker's
 * select and lists and the text field are three quarters of the dialog's weight. They load once the page has
 * painted (EntryDialog), or sooner when its button is pointed at, focused or pressed.
 */
const loadTimeField = () => import('../../ui/DateTimeField/DateTimeField');
const loadBayPicker = () => import('../../bays/BayPicker/BayPicker');
const loadUnitField = () => import('../../ui/UnitField/UnitField');

/** Starts loading the fields before the dialog opens. */
export function preloadEntryFields(): void {
  void loadTimeField();
  void loadBayPicker();
  void loadUnitField();
}

/** While a field loads, an empty box of its height (`className`) keeps the dialog's size. */
function WhileLoading({ className, children }: { className: string; children: ReactNode }) {
  return <Suspense fallback={<div className={className} aria-busy="true" />}>{children}</Suspense>;
}

const LoadedUnitField = /* @__PURE__ */ lazy(() => loadUnitField().then((m) => ({ default: m.UnitField })));
const LoadedTimeField = /* @__PURE__ */ lazy(() =>
  loadTimeField().then((m) => ({ default: m.DateTimeField })),
);
const LoadedBayPicker = /* @__PURE__ */ lazy(() => loadBayPicker().then((m) => ({ default: m.BayPicker })));

/** The temperature field. */
export function UnitField(props: UnitFieldProps) {
  return (
    <WhileLoading className={styles.fieldLoading}>
      <LoadedUnitField {...props} />
    </WhileLoading>
  );
}
/** The time field. */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <WhileLoading className={styles.fieldLoading}>
      <LoadedTimeField {...props} />
    </WhileLoading>
  );
}
/** The bay picker. */
export function BayPicker(props: BayPickerProps) {
  return (
    <WhileLoading className={styles.bayPickerLoading}>
      <LoadedBayPicker {...props} />
    </WhileLoading>
  );
}
