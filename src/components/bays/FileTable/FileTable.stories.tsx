import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTexts } from '../../../../.storybook/storyTexts';
import type { BayFile, FileDeleteOutcome, FileUploadOutcome } from '../../../domain';
import { resetLiveAnnouncer } from '../../ui/storyHelpers';
import { FileTable, type FileTableProps, type FileUploadHandler } from './FileTable';
import { bayFiles, fixtureHref, longNameFiles } from './FileTable.fixtures';

/** A 3 MB survey photo, as a phone's picker gives it. */
const photo = () => new File([new Uint8Array(3 * 1024 * 1024)], '仓面照片_IMG_20250715_1012.jpg');

/** Picks a file in the table's hidden file input, as the system picker would. */
async function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * An upload that reports progress in steps of 10 % every 150 ms up to `stopAt` (then waits for a cancel),
 * and answers `outcome` at 100 %.
 */
function simulatedUpload(outcome: FileUploadOutcome, stopAt = 100): FileUploadHandler {
  return (file, { onProgress, signal }) =>
    new Promise((resolve) => {
      let percent = 0;
      const step = () => {
        if (signal.aborted) return;
        onProgress({ loaded: Math.round((file.size * percent) / 100), total: file.size });
        if (percent >= 100) resolve(outcome);
        else if (percent < stopAt) {
          percent += 10;
          setTimeout(step, 150);
        }
      };
      signal.addEventListener('abort', () => resolve({ status: 'cancelled' }), { once: true });
      step();
    });
}

/** The table over its own state, as a screen over its hooks: uploads add a row, deletes remove one. */
function Stateful(props: FileTableProps) {
  const [files, setFiles] = useState<readonly BayFile[] | undefined>(props.files);
  const onUpload: FileUploadHandler | undefined = props.onUpload
    ? async (file, transfer) => {
        const outcome = await (props.onUpload as FileUploadHandler)(file, transfer);
        if (outcome.status === 'uploaded') {
          setFiles((current) => [
            {
              id: String(Date.now()),
              name: file.name,
              url: `57/${'0'.repeat(24)}${Date.now().toString(16).slice(-8)}`,
              size: file.size,
              uploadedAt: Date.now(),
            },
            ...(current ?? []),
          ]);
        }
        return outcome;
      }
    : undefined;
  const onDelete = props.onDelete
    ? async (file: BayFile): Promise<FileDeleteOutcome> => {
        const outcome = await (props.onDelete as (f: BayFile) => Promise<FileDeleteOutcome>)(file);
        if (outcome.status === 'deleted') setFiles((current) => current?.filter((f) => f.id !== file.id));
        return outcome;
      }
    : undefined;
  return (
    <div style={{ padding: 16, maxWidth: 960 }}>
      <FileTable {...props} files={files} onUpload={onUpload} onDelete={onDelete} />
    </div>
  );
}

const meta = {
  title: 'Bays/FileTable 仓文件',
  id: 'bays-filetable',
  component: FileTable,
  render: (args) => <Stateful {...args} />,
  beforeEach: resetLiveAnnouncer,
  args: {
    files: bayFiles(),
    downloadHref: fixtureHref,
    onUpload: simulatedUpload({ status: 'uploaded' }),
    onDelete: fn(async (): Promise<FileDeleteOutcome> => ({ status: 'deleted' })),
  },
} satisfies Meta<typeof FileTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bay's files: name, size and time (under the name on a phone), download and delete. */
export const Files: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: t('file.caption', { count: 6 }) })).toBeVisible();
    const download = t('file.downloadName', { name: '3-014仓 浇筑记录.csv' });
    await expect(canvas.getByRole('link', { name: download })).toHaveAttribute(
      'href',
      expect.stringContaining('path=57%2F'),
    );
  },
};

export const Loading: Story = { args: { files: undefined } };
export const Empty: Story = { args: { files: [] } };
export const LoadError: Story = { args: { files: undefined, error: true, onRetry: fn() } };
export const LongNames: Story = { args: { files: longNameFiles() } };

/** An upload stopped at 40 %: the bar, percent and bytes of the file, and its cancel. */
export const Uploading: Story = {
  args: { onUpload: simulatedUpload({ status: 'uploaded' }, 40) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await pick(canvasElement, photo());
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', {
      name: t('file.upload.uploading', { name: '仓面照片_IMG_20250715_1012.jpg' }),
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    await expect(
      canvas.getByText(t('file.upload.progress', { percent: 40, loaded: '1.2 MB', total: '3 MB' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('file.upload.button') })).toBeDisabled();
  },
};

/** Cancelled at 40 %: the bar goes, an info notice says so. */
export const UploadCancelled: Story = {
  args: { onUpload: simulatedUpload({ status: 'uploaded' }, 40) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await pick(canvasElement, photo());
    const canvas = within(canvasElement);
    await canvas.findByRole('progressbar');
    await userEvent.click(canvas.getByRole('button', { name: t('file.upload.cancel') }));
    await expect(await canvas.findByText(t('file.upload.cancelled'))).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Code 200, data 'ok': a success notice and the new file on top. */
export const UploadSucceeded: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await pick(canvasElement, new File(['通水记录'], '通水记录表 第3期.xlsx'));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('file.upload.success'), {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /通水记录表 第3期\.xlsx/ })).toBeVisible();
  },
};

/** Code 500, msg 'existed': the already-exists warning (the screen reloads the list). */
export const AlreadyExists: Story = {
  args: { onUpload: simulatedUpload({ status: 'existed' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await pick(canvasElement, new File(['x'], '3-014仓 浇筑记录.csv'));
    await expect(
      await within(canvasElement).findByText(t('file.upload.existed'), {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** Any other failure: a danger notice with the reason the screen gives. */
export const UploadFailed: Story = {
  args: { onUpload: simulatedUpload({ status: 'failed', message: '文件过大，超过了上传上限' }) },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    await pick(canvasElement, photo());
    const notice = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(notice).toHaveTextContent(t('file.upload.failed', { reason: '文件过大，超过了上传上限' }));
  },
};

/** The delete confirmation: 'this will permanently delete the file, continue?' with the file's name. */
export const DeleteDialog: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: t('file.deleteName', { name: '温控日报_2025-07-14.pdf' }) }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t('file.deleteDialog.title'),
    });
    await expect(dialog).toHaveTextContent(t('file.deleteDialog.message'));
    await expect(dialog).toHaveTextContent('温控日报_2025-07-14.pdf');
  },
};

/** A delete the backend refused: the dialog closes and a danger notice gives the reason. */
export const DeleteFailed: Story = {
  args: {
    onDelete: fn(
      async (): Promise<FileDeleteOutcome> => ({
        status: 'failed',
        message: 'No operation permission, please contact administrator',
      }),
    ),
  },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete 3-014仓 浇筑记录.csv' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete file' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Delete failed: No operation permission, please contact administrator',
    );
    await expect(canvas.getByRole('rowheader', { name: /3-014仓 浇筑记录\.csv/ })).toBeVisible();
  },
};

/** For a visitor: downloads only, no upload or delete. */
export const ReadOnly: Story = { args: { onUpload: undefined, onDelete: undefined } };

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Files (6)' })).toBeVisible();
  },
};
export const EnglishUploading: Story = {
  args: { onUpload: simulatedUpload({ status: 'uploaded' }, 40) },
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, photo());
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: 'Uploading 仓面照片_IMG_20250715_1012.jpg',
    });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'), { timeout: 3000 });
    await expect(within(canvasElement).getByText('40% · 1.2 MB of 3 MB')).toBeVisible();
  },
};
export const EnglishEmpty: Story = { args: { files: [] }, globals: { language: 'en' } };
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkDeleteDialog: Story = { ...DeleteDialog, tags: ['settings'], globals: { theme: 'dark' } };
export const Sunlight: Story = { globals: { theme: 'sunlight' } };
export const SunlightLongNames: Story = { args: { files: longNameFiles() }, globals: { theme: 'sunlight' } };
