import {
  deleteOutcomeOf,
  FileTable,
  statusOf,
  uploadOutcomeOf,
  useBayInfo,
  useDamClient,
  useDamTranslation,
  useDeleteFile,
  useFiles,
  useUploadFile,
} from 'damtherm';
import { Navigate, useSearchParams } from 'react-router';
import { useApp } from '../../AppContext';
import { useWriteRefusal } from '../../api/account';
import { openDownload } from '../../api/download';
import { Page } from '../../shell/Page';
import { bayPath } from '../areas/paths';
import { bayIdParam } from './paths';

/**
 * The files of a bay, /areas/info_list?id={hive id} (part 2 §2.11, §7, §8): the bay's name in the title, the
 * file table over getFileList, downloads through /cytFile/downloadFile (a signed link good for a minute, no
 * session token in the page, so the browser saves the file itself), uploads with progress and a cancel, and deletes after the confirmation.
 * The visitor account reads and downloads only. An id that is not a bay id is not a page.
 */
export function BayFilesScreen() {
  const { t } = useDamTranslation();
  const bayId = bayIdParam(useSearchParams()[0].get('id'));
  const info = useBayInfo(bayId);
  const files = useFiles(bayId);
  const upload = useUploadFile();
  const remove = useDeleteFile();
  const client = useDamClient();
  const { reportError } = useApp();
  const refusal = useWriteRefusal('operate');

  if (bayId === null) return <Navigate to="/404" replace />;

  const bayName = info.data?.name;
  return (
    <Page title={bayName ? t('file.pageTitle', { bay: bayName }) : undefined} backFallback={bayPath(bayId)}>
      <FileTable
        files={files.data}
        {...statusOf(files)}
        downloadHref={(file) => client.url('/cytFile/downloadFile', { fileName: file.name, path: file.url })}
        onDownload={(file) =>
          openDownload(
            client.downloadLink('/cytFile/downloadFile', { fileName: file.name, path: file.url }),
            file.name,
          ).catch(reportError)
        }
        onUpload={uploadOutcomeOf(upload.trigger, (u) => ({ ...u, bayId }))}
        onDelete={deleteOutcomeOf(remove.trigger, (file) => ({ bayId, fileId: file.id, fileUrl: file.url }))}
        refusal={refusal}
      />
    </Page>
  );
}
