import { Button, TextField, useDamTranslation } from 'damtherm';
import { validateAggregateSearch } from 'damtherm/domain';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import * as styles from './screens.css';

export interface AggregateSearchFormProps {
  /** The keyword of the results shown (the field starts with it). */
  keyword: string;
  /** Called with a trimmed, non-empty name. */
  onSearch: (name: string) => void;
}

/**
 * The aggregate search (part 2 §2.8, §5): a name is required — an empty one says 'enter the aggregate to
 * search' under the field and nothing is asked of the backend.
 */
export function AggregateSearchForm({ keyword, onSearch }: AggregateSearchFormProps) {
  const { t } = useDamTranslation();
  const [text, setText] = useState(keyword);
  const [problem, setProblem] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const issue = validateAggregateSearch(text)[0];
    if (issue) {
      setProblem(t(issue.key));
      return;
    }
    onSearch(text.trim());
  };

  return (
    <Form className={styles.search} onSubmit={search} role="search" aria-label={t('aggregate.search.label')}>
      <TextField
        className={styles.searchField}
        label={t('aggregate.search.label')}
        placeholder={t('aggregate.search.placeholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          setProblem(null);
        }}
        errorMessage={problem}
        inputMode="search"
      />
      <Button type="submit" className={styles.searchButton} data-testid="aggregate-search">
        {t('aggregate.search.submit')}
      </Button>
    </Form>
  );
}
