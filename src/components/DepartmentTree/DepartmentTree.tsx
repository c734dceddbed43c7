import { type CSSProperties, useId, useMemo } from 'react';
import {
  Button,
  Collection,
  type Key,
  type Selection,
  Tree,
  TreeItem,
  TreeItemContent,
} from 'react-aria-components';
import { useDamTranslation } from '../../i18n/useDamTranslation';
import { Icon } from '../ui/Icon';
import * as styles from './DepartmentTree.css';
import {
  buildDepartmentTree,
  type Department,
  type DepartmentNode,
  departmentPath,
  parentIds,
} from './departments';

export interface DepartmentTreeProps {
  /** The departments, flat, as the department list gives them (each with its parent id). */
  departments: readonly Department[];
  /** The chosen department id, or null. */
  selectedId: string | null;
  /** Called with the newly chosen id (single choice). */
  onSelectionChange: (id: string | null) => void;
  /** Visible label; default the translated "Department". */
  label?: string;
  /** Marks the choice as required. */
  isRequired?: boolean;
  /** An error to show under the tree (the field is invalid while set). */
  errorMessage?: string | null;
  /** The list is being loaded. */
  isLoading?: boolean;
  /** The list could not be loaded: the message to show. */
  loadError?: string | null;
  /** Expanded at first: every branch (default) or only the roots' level. */
  defaultExpanded?: 'all' | 'none';
}

/**
 * The department tree of the registration form (part 1 §2, §5): the departments as a tree, single choice.
 * Keyboard: arrows move and open or close branches, Enter or Space chooses. Every row is a touch target;
 * the chevron opens a branch without choosing it.
 */
export function DepartmentTree({
  departments,
  selectedId,
  onSelectionChange,
  label,
  isRequired,
  errorMessage,
  isLoading,
  loadError,
  defaultExpanded = 'all',
}: DepartmentTreeProps) {
  const { t } = useDamTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const roots = useMemo(() => buildDepartmentTree(departments), [departments]);
  const expanded = useMemo(
    () => (defaultExpanded === 'all' ? parentIds(roots) : []),
    [roots, defaultExpanded],
  );
  const selectedPath = departmentPath(departments, selectedId);

  const onChange = (keys: Selection) => {
    if (keys === 'all') return;
    const [key] = [...keys];
    onSelectionChange(key === undefined ? null : String(key));
  };

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <div className={styles.state} role="status">
        {t('account.register.departmentsLoading')}
      </div>
    );
  } else if (loadError) {
    body = (
      <div className={styles.state} data-tone="danger" role="alert">
        {loadError}
      </div>
    );
  } else if (roots.length === 0) {
    body = <div className={styles.state}>{t('account.register.departmentsEmpty')}</div>;
  } else {
    body = (
      <Tree
        key={expanded.join(',')}
        className={styles.tree}
        aria-labelledby={labelId}
        aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
        items={roots}
        selectionMode="single"
        selectedKeys={selectedId === null ? [] : [selectedId]}
        onSelectionChange={onChange}
        defaultExpandedKeys={expanded as Key[]}
      >
        {function renderNode(node: DepartmentNode) {
          return (
            <TreeItem
              id={node.id}
              textValue={node.name}
              className={styles.item}
              style={({ level }) => ({ '--dam-tree-level': level }) as CSSProperties}
              data-department={node.id}
            >
              <TreeItemContent>
                {({ hasChildItems, isExpanded }) => (
                  <>
                    {hasChildItems ? (
                      // react-aria names the chevron ("Expand"/"Collapse" + the row) in its I18nProvider's locale.
                      <Button
                        slot="chevron"
                        className={styles.chevron}
                        data-expanded={isExpanded || undefined}
                      >
                        <Icon className={styles.chevronIcon} name="chevronRight" size={20} />
                      </Button>
                    ) : (
                      <span className={styles.spacer} />
                    )}
                    <span className={styles.radio} aria-hidden="true" />
                    <span className={styles.name}>{node.name}</span>
                  </>
                )}
              </TreeItemContent>
              <Collection items={node.children}>{renderNode}</Collection>
            </TreeItem>
          );
        }}
      </Tree>
    );
  }

  return (
    <div className={styles.field} data-invalid={errorMessage ? true : undefined}>
      <span id={labelId} className={styles.label}>
        {label ?? t('account.register.department')}
        {isRequired ? (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <span id={hintId} className={styles.hint}>
        {selectedPath ? (
          <span className={styles.selected}>
            {t('account.register.departmentSelected', { name: selectedPath })}
          </span>
        ) : (
          t('account.register.departmentHint')
        )}
      </span>
      {body}
      {errorMessage ? (
        <span id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
