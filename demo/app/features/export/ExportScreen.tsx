import {
  Button,
  ExportProgress,
  Segment,
  SegmentedControl,
  StatusMessage,
  TextField,
  useBayExport,
  useBayPages,
  useDamTranslation,
} from 'damtherm';
import {
  EXPORT_INTERVAL_MS,
  EXPORT_KINDS,
  EXPORT_LIST_SIZE,
  type ExportKind,
  formatSiteDate,
  parseBlockNumber,
} from 'damtherm/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Form } from 'react-aria-components';
import { errorMessage } from '../../api/errors';
import { Page } from '../../shell/Page';
import * as styles from './ExportScreen.css';

/** The area the batch export lists (part 2 §7: api_get_africa_all_hive with area 1). */
const EXPORT_AREA = 1;

/** One press of Export: what to export and from which block (null: every block). */
interface ExportRequest {
  block: number | null;
  kind: ExportKind;
  /** Tells two presses with the same choices apart. */
  press: number;
}

/**
 * /tab/outdata, the silo information export (part 2 §2.4, §7, §9): an optional block number and the kind of
 * file (average temperature, flow data, bay info). Export lists the bays of area 1 in that block (every
 * grouting zone, page 1, 1000 a page) and walks them one every 5 s, fetching each bay's file; the progress
 * panel shows done / total, the bay in flight, the time left and Cancel, then what failed with a retry. The
 * walk ends with ONE download, a zip of the bays' CSV files named in the user's language (a retry of the
 * failures ends with the whole export again). Leaving the page stops the walk.
 */
export function ExportScreen() {
  const { t } = useDamTranslation();
  const [blockText, setBlockText] = useState('');
  const [blockError, setBlockError] = useState<string | null>(null);
  const [kind, setKind] = useState<ExportKind>('averageTemperature');
  const [request, setRequest] = useState<ExportRequest | null>(null);
  // The press whose walk has started (or found no bay).
  const [startedPress, setStartedPress] = useState<number | null>(null);
  const batch = useBayExport();

  const bays = useBayPages(
    request ? { area: EXPORT_AREA, block: request.block === null ? undefined : String(request.block) } : null,
    { pageSize: EXPORT_LIST_SIZE },
  );
  const listed = request !== null && !bays.isLoading && bays.pages > 0;
  const { start } = batch;

  // The walk starts once the list of the press is in (page 1 is the whole list: 1000 a page).
  useEffect(() => {
    if (!request || !listed || startedPress === request.press) return;
    setStartedPress(request.press);
    if (bays.items.length === 0) return;
    const fileKind = t(`export.file.kind.${request.kind}`);
    const date = formatSiteDate(Date.now());
    start(
      bays.items.map((bay) => ({ id: bay.id, label: bay.location })),
      request.kind,
      {
        archive:
          request.block === null
            ? t('export.file.archiveAll', { kind: fileKind, date })
            : t('export.file.archiveBlock', { kind: fileKind, block: request.block, date }),
        file: (bay) => t('export.file.bay', { bay: bay.label, kind: fileKind }),
      },
    );
  }, [request, listed, startedPress, bays.items, start, t]);

  const running = batch.state.phase === 'running';
  const listing = request !== null && startedPress !== request.press && !bays.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (running || listing) return;
    const parsed = parseBlockNumber(blockText);
    if (!parsed.ok) {
      setBlockError(t(parsed.issue.key));
      return;
    }
    setBlockError(null);
    batch.reset();
    setRequest((last) => ({ block: parsed.block, kind, press: (last?.press ?? 0) + 1 }));
  };

  const kindLabel = (k: ExportKind) => t(`export.kind.${k}`);
  const scopeOf = (r: ExportRequest, k: ExportKind) =>
    r.block === null
      ? t('export.form.scopeAll', { kind: kindLabel(k) })
      : t('export.form.scopeBlock', { kind: kindLabel(k), block: r.block });

  const emptyList = request !== null && startedPress === request.press && bays.items.length === 0;

  return (
    <Page width="narrow" backFallback="/main_new">
      <Form
        className={styles.form}
        onSubmit={submit}
        aria-label={t('export.form.label')}
        validationBehavior="aria"
      >
        <TextField
          label={t('export.form.block')}
          placeholder={t('export.form.blockPlaceholder')}
          description={t('export.form.blockHint')}
          errorMessage={blockError}
          inputMode="numeric"
          value={blockText}
          onChange={(value) => {
            setBlockText(value);
            setBlockError(null);
          }}
          isDisabled={running}
        />
        <SegmentedControl
          className={styles.kinds}
          label={t('export.form.kind')}
          value={kind}
          onChange={setKind}
          isDisabled={running}
        >
          {EXPORT_KINDS.map((k) => (
            <Segment key={k} value={k}>
              {kindLabel(k)}
            </Segment>
          ))}
        </SegmentedControl>
        <Button type="submit" size="lg" fullWidth isDisabled={running || listing} data-testid="export-submit">
          {listing ? t('export.form.listing') : t('export.form.submit')}
        </Button>
        <p className={styles.note}>
          {running ? t('export.form.running') : t('export.form.pace', { seconds: EXPORT_INTERVAL_MS / 1000 })}
        </p>
      </Form>

      {request && bays.error ? (
        <StatusMessage tone="error" onRetry={() => void bays.reload()}>
          {t('export.form.listError', { message: errorMessage(bays.error, t) })}
        </StatusMessage>
      ) : null}
      {listing ? <StatusMessage tone="loading">{t('export.form.listing')}</StatusMessage> : null}
      {emptyList && request ? (
        <StatusMessage tone="empty">
          {request.block === null
            ? t('export.form.emptyAll')
            : t('export.form.emptyBlock', { block: request.block })}
        </StatusMessage>
      ) : null}

      {request && batch.kind ? (
        <ExportProgress
          progress={batch.progress}
          description={scopeOf(request, batch.kind)}
          onCancel={batch.cancel}
          onRetryFailures={batch.retryFailures}
          saved={batch.saved}
        />
      ) : null}
    </Page>
  );
}
