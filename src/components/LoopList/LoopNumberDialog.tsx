import { type FormEvent, useState } from 'react';
import { Button, FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import { LOOP_MAX, LOOP_MIN } from '../../domain';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Dialog, DialogTrigger } from '../ui/Dialog';
import * as styles from './LoopList.css';

export interface LoopNumberDialogProps {
  /** Called with the loop number typed by hand, once it is a whole number in range. */
  onOpenLoop: (loop: number) => void;
  /** Highest loop number accepted; the cabinet's loops run from 1 to this (72 by default). */
  max?: number;
}

/**
 * The button and dialog that open a loop (or thermometer) by its number typed by hand (part 1 §2: 'dialog to
 * type a loop number by hand'). The entry is numeric: only digits are kept, and the number must be in range.
 */
export function LoopNumberDialog({ onOpenLoop, max = LOOP_MAX }: LoopNumberDialogProps) {
  const { t } = useDamTranslation();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const value = text === '' ? Number.NaN : Number(text);
  const valid = Number.isInteger(value) && value >= LOOP_MIN && value <= max;
  const invalidMessage = t('loop.list.loopNumberInvalid', { max });

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (open) {
          setText('');
          setTouched(false);
        }
      }}
    >
      <Button className={styles.button}>{t('loop.list.enterLoop')}</Button>
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
                className={styles.field}
                value={text}
                onChange={(next) => setText(next.replace(/\D/g, '').slice(0, 3))}
                inputMode="numeric"
                autoFocus
                isInvalid={touched && !valid}
                validationBehavior="aria"
              >
                <Label className={styles.label}>{t('loop.list.loopNumber')}</Label>
                <Input className={styles.input} pattern="[0-9]*" autoComplete="off" />
                <Text slot="description" className={styles.hint}>
                  {t('loop.list.loopNumberHint', { max })}
                </Text>
                <FieldError className={styles.fieldError}>{invalidMessage}</FieldError>
              </TextField>
              <div className={styles.dialogActions}>
                <Button className={styles.button} onPress={close}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" className={styles.primaryButton}>
                  {t('loop.list.open')}
                </Button>
              </div>
            </Form>
          );
        }}
      </Dialog>
    </DialogTrigger>
  );
}
