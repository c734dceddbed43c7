import { type ForwardedRef, forwardRef, type ReactNode, type Ref, useState } from 'react';
import { SearchField as AriaSearchField, Input, Label } from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { joinClassNames, type StyleProps } from '../props';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './SearchField.css';
import { searchFieldTexts } from './texts';

export interface SearchFieldProps extends StyleProps {
  /** Visible label of the field (also the name of the search landmark). */
  label: ReactNode;
  /**
   * The keyword of the results shown: the field starts with it, and a new one (back, a link) restarts the
   * field with it.
   */
  keyword?: string | undefined;
  /** Called with the trimmed text on Enter or the search button; '' when the field is cleared. */
  onSearch: (keyword: string) => void;
  placeholder?: string | undefined;
  /** The button's text; 'Search' by default. */
  submitLabel?: ReactNode | undefined;
  /** @selector [data-disabled] */
  isDisabled?: boolean | undefined;
  /** A test id for the search button. */
  'data-testid'?: string | undefined;
}

/**
 * A search box: a react-aria SearchField (Escape or the × clears it) with a search button after it. It
 * renders no `<form>`, so it may sit inside one (the entry dialog): Enter searches, it does not submit the
 * surrounding form.
 */
export const SearchField = /* @__PURE__ */ forwardRef<HTMLElement, SearchFieldProps>(function SearchField(
  { keyword = '', ...props },
  ref,
) {
  // A new keyword from outside starts the field anew.
  return <SearchBox key={keyword} keyword={keyword} {...props} rootRef={ref} />;
});

function SearchBox({
  label,
  keyword = '',
  onSearch,
  placeholder,
  submitLabel,
  isDisabled,
  className,
  style,
  'data-testid': testId,
  rootRef,
}: SearchFieldProps & { rootRef: ForwardedRef<HTMLElement> }) {
  const { t } = useDamText(searchFieldTexts);
  const [text, setText] = useState(keyword);
  const search = (value: string) => onSearch(value.trim());
  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom (a portal's tests) and older browsers do not know <search>, and React warns of an unrecognized tag there.
    <div
      role="search"
      ref={rootRef as Ref<HTMLDivElement>}
      className={joinClassNames(styles.root, className)}
      style={style}
    >
      <AriaSearchField
        className={joinClassNames(fieldStyles.field, styles.field)}
        value={text}
        onChange={setText}
        onSubmit={search}
        onClear={() => {
          if (keyword !== '') onSearch('');
        }}
        isDisabled={isDisabled}
      >
        <Label className={fieldStyles.label}>{label}</Label>
        <div className={fieldStyles.control}>
          <Input className={joinClassNames(fieldStyles.input, styles.input)} placeholder={placeholder} />
          {text !== '' ? (
            <Button variant="icon" className={styles.clear} aria-label={t('field.search.clear')}>
              <Icon name="close" size={18} />
            </Button>
          ) : null}
        </div>
      </AriaSearchField>
      <Button
        variant="secondary"
        className={styles.submit}
        onPress={() => search(text)}
        isDisabled={isDisabled}
        data-testid={testId}
      >
        {submitLabel ?? t('common.search')}
      </Button>
    </div>
  );
}
