import { type ComponentType, lazy, Suspense } from 'react';
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

/** A field loaded by `load`; while it loads, an empty box of its height (`placeholder`) keeps the dialog's size. */
function lazyField<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: string) {
  const Loaded = lazy(() => load().then((Field) => ({ default: Field })));
  return function LazyField(props: P) {
    return (
      <Suspense fallback={<div className={placeholder} aria-busy="true" />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/** The temperature field. */
export const UnitField = /* @__PURE__ */ lazyField<UnitFieldProps>(
  () => loadUnitField().then((m) => m.UnitField),
  styles.fieldLoading,
);
/** The time field. */
export const DateTimeField = /* @__PURE__ */ lazyField<DateTimeFieldProps>(
  () => loadTimeField().then((m) => m.DateTimeField),
  styles.fieldLoading,
);
/** The bay picker. */
export const BayPicker = /* @__PURE__ */ lazyField<BayPickerProps>(
  () => loadBayPicker().then((m) => m.BayPicker),
  styles.bayPickerLoading,
);
