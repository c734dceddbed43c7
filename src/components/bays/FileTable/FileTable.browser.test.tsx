import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BayFile, FileDeleteOutcome, FileUploadOutcome, UploadProgress } from '../../../domain';
import { DamProvider } from '../../../hooks/DamProvider';
import type { Language } from '../../../i18n/language';
import { FileTable } from './FileTable';
import { bayFiles, fixtureHref, longNameFiles } from './FileTable.fixtures';
import type { FileUploadTransfer } from './useFileUpload';

const inProvider = (node: ReactNode, language: Language = 'zh') => (
  <DamProvider language={language}>{node}</DamProvider>
);

function pick(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** An upload the test drives: it resolves when told, and records what the table gave it. */
function controlledUpload() {
  const calls: { file: File; transfer: FileUploadTransfer; finish: (o: FileUploadOutcome) => void }[] = [];
  const onUpload = vi.fn(
    (file: File, transfer: FileUploadTransfer) =>
      new Promise<FileUploadOutcome>((resolve) => {
        calls.push({ file, transfer, finish: resolve });
      }),
  );
  return { onUpload, calls };
}

describe('FileTable', () => {
  it('lists name, size and time with a download link per file and labelled actions', async () => {
    const screen = await render(
      inProvider(<FileTable files={bayFiles()} downloadHref={fixtureHref} onDelete={vi.fn()} />),
    );
    await expect.element(screen.getByRole('table', { name: '文件（6 个）' })).toBeVisible();
    const rows = screen.getByRole('row');
    expect(rows.elements()).toHaveLength(7);
    // On a 390 px phone, size and time sit under the name: 14862 bytes, two hours before 12:00 in Shanghai.
    await expect.element(rows.nth(1)).toMatchTextContent(/3-014仓 浇筑记录\.csv14\.5 KB · 2025-07-15 10:00/);
    const link = screen.getByRole('link', { name: '下载 3-014仓 浇筑记录.csv' });
    await expect.element(link).toHaveAttribute('href', fixtureHref(bayFiles()[0] as BayFile));
    await expect.element(link).toHaveAttribute('download', '3-014仓 浇筑记录.csv');
    await expect.element(screen.getByRole('button', { name: '删除 3-014仓 浇筑记录.csv' })).toBeVisible();
    // No onUpload: no upload button.
    expect(screen.container.querySelector('input[type="file"]')).toBeNull();
  });

  it("keeps an absolute download address as it is inside an app's router", async () => {
    const href =
      'https://site.example/backend/cytFile/downloadFile?fileName=a.pdf&path=57%2Fabc&access_token=t';
    const navigate = vi.fn();
    const screen = await render(
      inProvider(
        <RouterProvider navigate={navigate} useHref={(to) => `/app/resolved/${to}`}>
          <FileTable files={bayFiles().slice(0, 1)} downloadHref={() => href} />
        </RouterProvider>,
      ),
    );
    await expect.element(screen.getByRole('link', { name: /^下载/ })).toHaveAttribute('href', href);
  });

  it('shows size and time in their own columns on a wide table, and nothing for what is unknown', async () => {
    const screen = await render(
      inProvider(
        <div style={{ width: 900 }}>
          <FileTable files={longNameFiles()} downloadHref={fixtureHref} />
        </div>,
        'en',
      ),
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Size' })).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: 'Uploaded' })).toBeVisible();
    // The size and time cells (the line under the name is not shown on a wide table).
    const cells = (row: number) => screen.getByRole('row').nth(row).getByRole('cell');
    await expect.element(cells(2).nth(0)).toHaveTextContent('1 MB');
    await expect.element(cells(2).nth(1)).toHaveTextContent('2025-07-14 06:00');
    await expect.element(cells(3).nth(0)).toBeEmptyDOMElement();
    await expect.element(cells(3).nth(1)).toBeEmptyDOMElement();
    const meta = screen.getByRole('row').nth(2).element().querySelector('th span[aria-hidden]');
    expect(meta && getComputedStyle(meta).display).toBe('none');
  });

  it('keeps the longest names inside a 360 px phone', async () => {
    await page.viewport(360, 740);
    const screen = await render(
      inProvider(
        <div style={{ width: 344 }} data-testid="frame">
          <FileTable
            files={longNameFiles()}
            downloadHref={fixtureHref}
            onDelete={vi.fn()}
            onUpload={vi.fn()}
          />
        </div>,
      ),
    );
    await expect.element(screen.getByRole('table')).toBeVisible();
    const frame = screen.getByTestId('frame').element();
    expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const scroller = frame.querySelector('section') as HTMLElement;
    expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    await page.viewport(390, 844);
  });

  it('shows loading, empty and error states, with retry', async () => {
    const onRetry = vi.fn();
    const table = (props: Partial<Parameters<typeof FileTable>[0]>) =>
      inProvider(
        <FileTable files={undefined} downloadHref={fixtureHref} onUpload={vi.fn()} {...props} />,
        'en',
      );
    const screen = await render(table({}));
    await expect.element(screen.getByText('Loading...')).toBeVisible();
    expect(screen.container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('loading');
    await screen.rerender(table({ files: [] }));
    await expect.element(screen.getByText('No files for this bay yet')).toBeVisible();
    // The upload button stays: an empty bay is where the first file goes.
    await expect.element(screen.getByRole('button', { name: 'Upload file' })).toBeEnabled();
    await screen.rerender(table({ error: true, onRetry }));
    await expect.element(screen.getByText('The file list could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('uploads a picked file with progress in percent and bytes, one at a time, then says it succeeded', async () => {
    const { onUpload, calls } = controlledUpload();
    const screen = await render(
      inProvider(<FileTable files={bayFiles()} downloadHref={fixtureHref} onUpload={onUpload} />),
    );
    const file = new File([new Uint8Array(2_000_000)], '仓面照片.jpg');
    pick(screen.container, file);
    const bar = screen.getByRole('progressbar', { name: '正在上传 仓面照片.jpg' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '0');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.file).toBe(file);
    const progress: UploadProgress = { loaded: 800_000, total: 2_000_000 };
    calls[0]?.transfer.onProgress(progress);
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(screen.getByText('40% · 781 KB / 1.9 MB')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: '上传文件' })).toBeDisabled();
    expect(screen.container.querySelector('[data-state]')?.hasAttribute('data-uploading')).toBe(true);
    // A second pick while one is in flight is not sent.
    pick(screen.container, new File(['x'], 'b.txt'));
    expect(onUpload).toHaveBeenCalledOnce();
    calls[0]?.finish({ status: 'uploaded' });
    await expect.element(screen.getByRole('status')).toMatchTextContent('上传成功');
    await expect.element(screen.getByRole('progressbar')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: '上传文件' })).toBeEnabled();
  });

  it('refuses a name or a size the backend would refuse before sending, with its reason', async () => {
    const { onUpload } = controlledUpload();
    const screen = await render(
      inProvider(
        <FileTable files={bayFiles()} downloadHref={fixtureHref} onUpload={onUpload} maxFileBytes={1_000} />,
        'en',
      ),
    );
    pick(screen.container, new File(['x'], 'CON.txt'));
    await expect.element(screen.getByText(/reserved by the system/)).toBeVisible();
    pick(screen.container, new File([new Uint8Array(1_001)], 'report.pdf'));
    await expect.element(screen.getByText(/larger than the upload limit/)).toBeVisible();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('gives the three outcomes of part 2 §8 their notices, and sends the same file again when picked again', async () => {
    const { onUpload, calls } = controlledUpload();
    const screen = await render(
      inProvider(<FileTable files={bayFiles()} downloadHref={fixtureHref} onUpload={onUpload} />, 'en'),
    );
    const file = new File(['x'], 'a.txt');
    pick(screen.container, file);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.finish({ status: 'uploaded' });
    await expect.element(screen.getByText('Upload succeeded')).toBeVisible();
    pick(screen.container, file);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    calls[1]?.finish({ status: 'existed' });
    const warning = screen.getByRole('status');
    await expect.element(warning).toMatchTextContent('The file already exists');
    expect(warning.element().getAttribute('data-tone')).toBe('warning');
    pick(screen.container, file);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    calls[2]?.finish({ status: 'failed', message: 'Token错误' });
    const danger = screen.getByRole('alert');
    await expect.element(danger).toMatchTextContent('Upload failed: Token错误');
    expect(danger.element().getAttribute('data-tone')).toBe('danger');
  });

  it('counts a rejected upload as a failure and a cancel as cancelled, aborting the signal', async () => {
    const { onUpload, calls } = controlledUpload();
    const screen = await render(
      inProvider(<FileTable files={[]} downloadHref={fixtureHref} onUpload={onUpload} />),
    );
    pick(screen.container, new File(['x'], 'a.txt'));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]?.transfer.signal as AbortSignal;
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(signal.aborted).toBe(true);
    // The handler answers a cancelled call as a failure (an AbortError): still a cancel.
    calls[0]?.finish({ status: 'failed', message: 'The user aborted a request.' });
    await expect.element(screen.getByText('已取消上传')).toBeVisible();

    const rejecting = vi.fn(async () => {
      throw new Error('Failed to fetch');
    });
    await screen.rerender(
      inProvider(<FileTable files={[]} downloadHref={fixtureHref} onUpload={rejecting} />),
    );
    pick(screen.container, new File(['x'], 'b.txt'));
    await expect.element(screen.getByRole('alert')).toMatchTextContent('上传失败：Failed to fetch');
  });

  it('deletes only after the confirmation, and cancel keeps the file', async () => {
    const onDelete = vi.fn(async (): Promise<FileDeleteOutcome> => ({ status: 'deleted' }));
    const files = bayFiles();
    const screen = await render(
      inProvider(<FileTable files={files} downloadHref={fixtureHref} onDelete={onDelete} />),
    );
    await userEvent.click(screen.getByRole('button', { name: '删除 温控日报_2025-07-14.pdf' }));
    const dialog = page.getByRole('alertdialog', { name: '删除文件' });
    await expect.element(dialog).toMatchTextContent('该操作将永久删除该文件，是否继续？');
    await expect.element(dialog).toMatchTextContent('温控日报_2025-07-14.pdf');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '删除 温控日报_2025-07-14.pdf' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '删除' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(files[1]);
    await expect.element(screen.getByRole('status')).toMatchTextContent('已删除 温控日报_2025-07-14.pdf');
  });

  it('sends one delete however often Delete is pressed, and reports a refusal', async () => {
    let finish: (outcome: FileDeleteOutcome) => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<FileDeleteOutcome>((resolve) => (finish = resolve)));
    const screen = await render(
      inProvider(<FileTable files={bayFiles()} downloadHref={fixtureHref} onDelete={onDelete} />, 'en'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete 3-014仓 浇筑记录.csv' }));
    const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Delete' });
    await userEvent.click(confirm);
    const deleting = page.getByRole('alertdialog').getByRole('button', { name: 'Deleting…' });
    await expect.element(deleting).toHaveAttribute('aria-disabled', 'true');
    // A repeated tap on it still reaches the button: nothing more is sent.
    await userEvent.click(deleting, { force: true });
    expect(onDelete).toHaveBeenCalledOnce();
    finish({ status: 'failed', message: 'No operation permission, please contact administrator' });
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent('Delete failed: No operation permission, please contact administrator');
  });
});
