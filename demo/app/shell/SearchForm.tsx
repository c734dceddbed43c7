import { Button, TextField } from 'damtherm';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import * as styles from './screens.css';
import { useSearchLock } from './useSearchLock';

export interface SearchFormProps {
  /** The field's visible label and its placeholder. */
  label: string;
  placeholder: string;
  /** The button's text, and its text while locked. */
  buttonLabel: string;
  lockedLabel: (seconds: number) => string;
  /** Called with the trimmed keyword on each press the lock lets through. */
  onSearch: (keyword: string) => void;
  /** The button's test id (e2e). */
  buttonTestId?: string;
  /** Extra class on the row (its alignment). */
  className?: string;
}

/** A keyword search (part 1 §4): a field and a button locked for 3 seconds after each press. */
export function SearchForm({
  label,
  placeholder,
  buttonLabel,
  lockedLabel,
  onSearch,
  buttonTestId,
  className,
}: SearchFormProps) {
  const [text, setText] = useState('');
  const lock = useSearchLock();

  const search = (event?: FormEvent) => {
    event?.preventDefault();
    if (lock.press()) onSearch(text.trim());
  };

  return (
    <Form
      className={className ? `${styles.searchRow} ${className}` : styles.searchRow}
      onSubmit={search}
      role="search"
    >
      <TextField
        className={styles.searchField}
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={setText}
        inputMode="search"
      />
      <Button type="submit" isDisabled={lock.locked} data-testid={buttonTestId}>
        {lock.locked ? lockedLabel(lock.seconds) : buttonLabel}
      </Button>
    </Form>
  );
}
