import { type CSSProperties, forwardRef, type ReactNode, useId, useMemo } from 'react';
import { Collection, type Key, type Selection, Tree, TreeItem, TreeItemContent } from 'react-aria-components';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { joinClassNames, type LoadStateProps, type StyleProps } from '../../ui/props';
import { StatusMessage } from '../../ui/StatusMessage';
import { useControlledState } from '../../ui/useControlledState';
import * as styles from './DepartmentTree.css';
import {
  buildDepartmentTree,
  type Department,
  type DepartmentNode,
  departmentPath,
  parentIds,
} from './departments';
import { departmentTreeTexts } from './texts';

export interface DepartmentTreeProps extends StyleProps, LoadStateProps {
  /**
   * The departments, flat, as the department list gives them (each with its parent id). Each row carries
   * its id as `data-department`, and react-aria's `data-selected`, `data-expanded`, `data-focus-visible`.
   * @selector [data-department="id"] [data-selected] [data-expanded] [data-focus-visible]
   */
  departments: readonly Department[];
  /** The chosen department id, or null for none (controlled, with `onChange`). */
  value?: string | null | undefined;
  /** The department chosen at first (uncontrolled); none by default. */
  defaultValue?: string | null | undefined;
  /** Called with the newly chosen id (single choice). */
  onChange?: (id: string | null) => void;
  /** Visible label; default the translated "Department". */
  label?: string | undefined;
  /** Marks the choice as required. */
  isRequired?: boolean | undefined;
  /**
   * An error to show under the tree (the field is invalid while set).
   * @selector [data-invalid]
   */
  errorMessage?: string | null | undefined;
  /** Expanded at first: every branch (default) or only the roots' level. */
  defaultExpanded?: 'all' | 'none' | undefined;
}

/**
 * The department tree of the registration form (part 1 §2, §5): the departments as a tree, single choice.
 * Keyboard: arrows move and open or close branches, Enter or Space chooses. Every row is a touch target;
 * the chevron opens a branch without choosing it.
 */
export const DepartmentTree = /* @__PURE__ */ forwardRef<HTMLDivElement, DepartmentTreeProps>(
  function DepartmentTree(
    {
      departments,
      value,
      defaultValue = null,
      onChange,
      label,
      isRequired,
      errorMessage,
      loading,
      error,
      onRetry,
      defaultExpanded = 'all',
      className,
      style,
    },
    ref,
  ) {
    const { t } = useDamText(departmentTreeTexts);
    const [selectedId, setSelectedId] = useControlledState(value, defaultValue, onChange);
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

    const select = (keys: Selection) => {
      if (keys === 'all') return;
      const [key] = [...keys];
      setSelectedId(key === undefined ? null : String(key));
    };

    let body: ReactNode;
    if (loading) {
      body = (
        <StatusMessage tone="loading" framed>
          {t('account.register.departmentsLoading')}
        </StatusMessage>
      );
    } else if (error) {
      body = (
        <StatusMessage tone="error" onRetry={onRetry} framed>
          {typeof error === 'boolean' ? t('account.register.departmentsError') : error}
        </StatusMessage>
      );
    } else if (roots.length === 0) {
      body = (
        <StatusMessage tone="empty" framed>
          {t('account.register.departmentsEmpty')}
        </StatusMessage>
      );
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
          onSelectionChange={select}
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
                          variant="icon"
                          size="sm"
                          slot="chevron"
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
      <div
        ref={ref}
        className={joinClassNames(styles.field, className)}
        style={style}
        data-invalid={errorMessage ? true : undefined}
      >
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
  },
);
