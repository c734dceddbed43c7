import { type FormEvent, forwardRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { LOOP_MAX, LOOP_MIN } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, DialogTrigger } from '../../ui/Dialog';
import { joinClassNames, type StyleProps } from '../../ui/props';
import { TextField } from '../../ui/TextField';
import * as styles from './LoopList.css';
import { loopListTexts } from './texts';

export interface LoopNumberDialogProps extends StyleProps {
  /** Called with the loop number typed by hand, once it is a whole number in range. */
  onOpenLoop: (loop: number) => void;
  /** Highest loop number accepted; the cabinet's loops run from 1 to this (72 by default). */
  max?: number | undefined;
  /** Open the dialog at first (uncontrolled), as a screen does when the typed number is the next step. */
  defaultOpen?: boolean | undefined;
}

/**
 * The button and dialog that open a loop (or thermometer) by its number typed by hand (part 1 §2: 'dialog to
 * type a loop number by hand'). The entry is numeric: only digits are kept, and the number must be in range.
 * `className` and `style` go to the button.
 */
export const LoopNumberDialog = /* @__PURE__ */ forwardRef<HTMLButtonElement, LoopNumberDialogProps>(
  function LoopNumberDialog({ onOpenLoop, max = LOOP_MAX, defaultOpen, className, style }, ref) {
    const { t } = useDamText(loopListTexts);
    const [text, setText] = useState('');
    const [touched, setTouched] = useState(false);
    const value = text === '' ? Number.NaN : Number(text);
    const valid = Number.isInteger(value) && value >= LOOP_MIN && value <= max;

    return (
      <DialogTrigger
        defaultOpen={defaultOpen}
        onOpenChange={(open) => {
          if (open) {
            setText('');
            setTouched(false);
          }
        }}
      >
        <Button
          ref={ref}
          variant="secondary"
          className={joinClassNames(styles.enterLoop, className)}
          style={style}
        >
          {t('loop.list.enterLoop')}
        </Button>
        <Dialog title={t('loop.list.enterLoopTitle')}>
          {(close) => {
            const submit = (event: FormEvent) => {
              event.preventDefault();
              setTouched(true);
              if (!valid) return;
              close();
              onOpenLoop(value);
            };
            return (
              <Form onSubmit={submit} className={styles.numberForm}>
                <TextField
                  label={t('loop.list.loopNumber')}
                  description={t('loop.list.loopNumberHint', { max })}
                  errorMessage={touched && !valid ? t('loop.list.loopNumberInvalid', { max }) : null}
                  value={text}
                  onChange={(next) => setText(next.replace(/\D/g, '').slice(0, 3))}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  autoComplete="off"
                  autoFocus
                />
                <DialogActions>
                  <Button variant="secondary" onPress={close}>
                    {t('ui.cancel')}
                  </Button>
                  <Button type="submit">{t('loop.list.open')}</Button>
                </DialogActions>
              </Form>
            );
          }}
        </Dialog>
      </DialogTrigger>
    );
  },
);
