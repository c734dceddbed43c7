import { lazy, Suspense } from 'react';
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

const LazyTimeField = lazy(() => loadTimeField().then((m) => ({ default: m.DateTimeField })));
const LazyBayPicker = lazy(() => loadBayPicker().then((m) => ({ default: m.BayPicker })));
const LazyUnitField = lazy(() => loadUnitField().then((m) => ({ default: m.UnitField })));

/** Starts loading the fields before the dialog opens. */
export function preloadEntryFields(): void {
  void loadTimeField();
  void loadBayPicker();
  void loadUnitField();
}

/** The temperature field; while it loads, an empty box of its height keeps the dialog's size. */
export function UnitField(props: UnitFieldProps) {
  return (
    <Suspense fallback={<div className={styles.fieldLoading} aria-busy="true" />}>
      <LazyUnitField {...props} />
    </Suspense>
  );
}

/** The time field; while it loads, an empty box of its height keeps the dialog's size. */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense fallback={<div className={styles.fieldLoading} aria-busy="true" />}>
      <LazyTimeField {...props} />
    </Suspense>
  );
}

/** The bay picker; while it loads, an empty box of its height keeps the dialog's size. */
export function BayPicker(props: BayPickerProps) {
  return (
    <Suspense fallback={<div className={styles.bayPickerLoading} aria-busy="true" />}>
      <LazyBayPicker {...props} />
    </Suspense>
  );
}
