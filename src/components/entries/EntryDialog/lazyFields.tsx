import { lazy, Suspense } from 'react';
import type { HivePickerProps } from '../../bays/HivePicker';
import type { DateTimeFieldProps } from '../../ui/DateTimeField';
import * as styles from './EntryDialog.css';

/*
 * The dialog's time field and bay picker, loaded when the dialog first opens, or as soon as its button is
 * pointed at or focused: react-aria's date picker and calendar, the bay picker's select and lists are three
 * quarters of the dialog's weight, and most pages that show the button are read without opening it.
 */
const loadTimeField = () => import('../../ui/DateTimeField/DateTimeField');
const loadHivePicker = () => import('../../bays/HivePicker/HivePicker');

const LazyTimeField = lazy(() => loadTimeField().then((m) => ({ default: m.DateTimeField })));
const LazyHivePicker = lazy(() => loadHivePicker().then((m) => ({ default: m.HivePicker })));

/** Starts loading both fields before the dialog opens. */
export function preloadEntryFields(): void {
  void loadTimeField();
  void loadHivePicker();
}

/** The time field; while it loads, an empty box of its height keeps the dialog's size. */
export function DateTimeField(props: DateTimeFieldProps) {
  return (
    <Suspense fallback={<div className={styles.timeFieldLoading} aria-busy="true" />}>
      <LazyTimeField {...props} />
    </Suspense>
  );
}

/** The bay picker; while it loads, an empty box of its height keeps the dialog's size. */
export function HivePicker(props: HivePickerProps) {
  return (
    <Suspense fallback={<div className={styles.hivePickerLoading} aria-busy="true" />}>
      <LazyHivePicker {...props} />
    </Suspense>
  );
}
