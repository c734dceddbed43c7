import { ProgressBar } from 'react-aria-components';
import { formatFileSize, uploadPercent } from '../../../domain';
import { useDamText } from '../../../i18n/useDamText';
import { Button } from '../../ui/Button';
import * as styles from './FileTable.css';
import { fileTableTexts } from './texts';
import type { ActiveUpload } from './useFileUpload';

export interface UploadProgressPanelProps {
  upload: ActiveUpload;
  onCancel: () => void;
}

/**
 * The upload under way: a react-aria ProgressBar (announced as a progress bar with its value text), the
 * percent and bytes of the file, and a cancel button. Without a known size the bar is indeterminate and
 * shows the bytes sent.
 */
export function UploadProgressPanel({ upload, onCancel }: UploadProgressPanelProps) {
  const { t, language } = useDamText(fileTableTexts);
  const percent = uploadPercent(upload.progress);
  const loaded = formatFileSize(upload.progress.loaded, language);
  const valueText =
    percent === null
      ? t('file.upload.sending', { loaded })
      : t('file.upload.progress', {
          percent,
          loaded,
          total: formatFileSize(upload.progress.total, language),
        });
  const label = t('file.upload.uploading', { name: upload.name });
  return (
    <div className={styles.progress} data-percent={percent ?? undefined}>
      <ProgressBar
        className={styles.progressBar}
        aria-label={label}
        value={percent ?? 0}
        isIndeterminate={percent === null}
        valueLabel={valueText}
        data-indeterminate={percent === null || undefined}
      >
        {({ percentage }) => (
          <>
            <span className={styles.progressLabel}>
              <span className={styles.progressName}>{label}</span>
              <span className={styles.progressValue}>{valueText}</span>
            </span>
            <span className={styles.track}>
              <span
                className={styles.fill}
                style={{ width: `${percent === null ? 100 : (percentage ?? 0)}%`, display: 'block' }}
              />
            </span>
          </>
        )}
      </ProgressBar>
      <Button variant="secondary" size="sm" onPress={onCancel}>
        {t('file.upload.cancel')}
      </Button>
    </div>
  );
}
