import {
  Button,
  DateTimeField,
  ReportChart,
  ReportTable,
  ReportTypePicker,
  StatusMessage,
  useDamTranslation,
  useReport,
  useReportExport,
} from 'damtherm';
import {
  formatSiteDateTime,
  REPORT_MAX_DAYS,
  type ReportType,
  reportBounds,
  type ValidationIssue,
  validateReportRange,
} from 'damtherm/domain';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import { rangeOf, rangeParam, reportTypeOf } from './address';
import * as styles from './ReportScreen.css';

/**
 * /reportAnalys (part 2 §2.7, §5, §7): the five report types, a period (the last 7 days at first; pickers
 * from three years back to the end of next year), the report shown as a table (and a chart where its data
 * is a series), and Export, which downloads the type's own link for the period shown. A period whose start
 * is after its end is refused with the seed's message and nothing is fetched. Type and period live in the
 * address.
 */
export function ReportScreen() {
  const { t, timeZone } = useDamTranslation();
  const [search, setSearch] = useSearchParams();
  // The clock of this visit: the default period and the pickers' bounds stay put while the screen is open.
  const [nowMs] = useState(() => Date.now());
  const bounds = useMemo(() => reportBounds(nowMs, timeZone), [nowMs, timeZone]);

  const type = reportTypeOf(search.get('type'));
  const fromParam = search.get('from');
  const toParam = search.get('to');
  const applied = useMemo(
    () => rangeOf(fromParam, toParam, nowMs, timeZone),
    [fromParam, toParam, nowMs, timeZone],
  );
  const appliedIssues = useMemo(
    () => validateReportRange(type, applied, nowMs, timeZone, bounds),
    [type, applied, nowMs, timeZone, bounds],
  );
  const window =
    appliedIssues.length === 0 && applied.start !== null && applied.end !== null
      ? { start: applied.start, end: applied.end }
      : null;

  // The fields hold what is typed until Show; a change of the address (back, reload) puts them back.
  const [draft, setDraft] = useState(applied);
  const [draftIssues, setDraftIssues] = useState<ValidationIssue[] | null>(null);
  useEffect(() => {
    setDraft(applied);
    setDraftIssues(null);
  }, [applied]);
  const issues = draftIssues ?? appliedIssues;

  const setQuery = (changes: Record<string, string>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const report = useReport(type, window);
  const exporter = useReportExport();
  const { state: exportState } = exporter;
  const exporting = exportState.phase === 'running';

  const chooseType = (next: ReportType) => {
    setDraftIssues(null);
    exporter.reset();
    setQuery({ type: next });
  };

  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = validateReportRange(type, draft, nowMs, timeZone, bounds);
    if (found.length > 0) {
      setDraftIssues(found);
      return;
    }
    setDraftIssues(null);
    exporter.reset();
    setQuery({
      from: rangeParam(draft.start as number, timeZone),
      to: rangeParam(draft.end as number, timeZone),
    });
  };

  const issueText = (field: 'start' | 'end') => {
    const issue = issues.find((i) => i.field === field);
    if (!issue) return undefined;
    return t(issue.key, { days: REPORT_MAX_DAYS[type] });
  };

  const loadError = report.error ? errorMessage(report.error, t) : undefined;
  const shownRange = window
    ? t('report.range.shown', {
        start: formatSiteDateTime(window.start, timeZone),
        end: formatSiteDateTime(window.end, timeZone),
      })
    : null;

  return (
    <Page>
      <div className={styles.page}>
        <section className={styles.controls} aria-label={t('report.type.label')}>
          <ReportTypePicker value={type} onChange={chooseType} />

          <Form className={styles.range} onSubmit={show} validationBehavior="aria">
            <div className={styles.fields}>
              <DateTimeField
                label={t('report.range.start')}
                value={draft.start}
                onChange={(start) => {
                  setDraft((d) => ({ ...d, start }));
                  setDraftIssues(null);
                }}
                minValue={bounds.minMs}
                maxValue={bounds.maxMs}
                errorMessage={issueText('start')}
              />
              <DateTimeField
                label={t('report.range.end')}
                value={draft.end}
                onChange={(end) => {
                  setDraft((d) => ({ ...d, end }));
                  setDraftIssues(null);
                }}
                minValue={bounds.minMs}
                maxValue={bounds.maxMs}
                errorMessage={issueText('end')}
              />
            </div>
            <p className={styles.note}>
              {t('report.range.bounds', {
                from: formatSiteDateTime(bounds.minMs, timeZone).slice(0, 10),
                to: formatSiteDateTime(bounds.maxMs, timeZone).slice(0, 10),
              })}
            </p>
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" data-testid="report-show">
                {t('report.range.apply')}
              </Button>
              <Button
                variant="primary"
                data-testid="report-export"
                isDisabled={!window || exporting}
                onPress={() => window && exporter.start(type, window)}
              >
                {t('report.export.button')}
              </Button>
            </div>
          </Form>

          {exportState.phase === 'running' && exportState.slow ? (
            <div className={styles.exportStatus}>
              <StatusMessage tone="loading">{t('report.export.running')}</StatusMessage>
              <Button variant="secondary" size="sm" onPress={exporter.cancel}>
                {t('report.export.cancel')}
              </Button>
            </div>
          ) : null}
          {exportState.phase === 'failed' ? (
            <StatusMessage tone="error" onRetry={() => window && exporter.start(exportState.type, window)}>
              {t('report.export.failed', { message: errorMessage(exportState.error, t) })}
            </StatusMessage>
          ) : null}
          {exportState.phase === 'done' ? (
            <p className={styles.note} role="status" data-testid="report-export-done">
              {t('report.export.done', { file: exportState.fileName })}
            </p>
          ) : null}
        </section>

        {window ? (
          <>
            <p className={styles.shown} data-testid="report-range">
              {shownRange}
            </p>
            <ReportChart
              headingLevel={2}
              type={type}
              report={report.data?.type === type ? report.data : undefined}
              loading={report.isLoading}
              error={loadError}
              onRetry={() => void report.mutate()}
            />
            <ReportTable
              key={`${type} ${fromParam} ${toParam}`}
              type={type}
              report={report.data?.type === type ? report.data : undefined}
              loading={report.isLoading}
              error={loadError}
              onRetry={() => void report.mutate()}
            />
          </>
        ) : null}
      </div>
    </Page>
  );
}
