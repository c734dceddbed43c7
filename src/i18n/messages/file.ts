/**
 * The files of a bay (part 2 §2.11, §8): the file table, upload with progress and its three outcomes, the
 * delete confirmation, and the reasons the reference backend gives for a file name it refuses.
 */
export const file = {
  zh: {
    pageTitle: '{{bay}} 仓位文件',
    caption: '文件（{{count}} 个）',
    columns: { name: '文件名', size: '大小', uploadedAt: '上传时间', actions: '操作' },
    empty: '该仓位还没有文件',
    loadError: '文件列表加载失败',
    download: '下载',
    downloadName: '下载 {{name}}',
    delete: '删除',
    deleteName: '删除 {{name}}',
    upload: {
      button: '上传文件',
      uploading: '正在上传 {{name}}',
      progress: '{{percent}}% · {{loaded}} / {{total}}',
      sending: '{{loaded}} 已发送',
      cancel: '取消上传',
      success: '上传成功',
      existed: '文件已存在',
      failed: '上传失败：{{reason}}',
      cancelled: '已取消上传',
    },
    deleteDialog: {
      title: '删除文件',
      message: '该操作将永久删除该文件，是否继续？',
      confirm: '删除',
      cancel: '取消',
      deleting: '正在删除…',
    },
    deleted: '已删除 {{name}}',
    deleteFailed: '删除失败：{{reason}}',
    unknownFailure: '未知错误',
    name: {
      invalid: '文件名不可用：不能为空，不能含有 \\ / : * ? " < > | 或控制字符',
      reserved: '文件名是系统保留名称（如 CON、NUL、COM1），请改名后上传',
      tooLong: '文件名过长，请改短后上传',
    },
    tooLarge: '文件过大，超过了上传上限',
  },
  en: {
    pageTitle: 'Files of bay {{bay}}',
    caption: 'Files ({{count}})',
    columns: { name: 'File name', size: 'Size', uploadedAt: 'Uploaded', actions: 'Actions' },
    empty: 'No files for this bay yet',
    loadError: 'The file list could not be loaded',
    download: 'Download',
    downloadName: 'Download {{name}}',
    delete: 'Delete',
    deleteName: 'Delete {{name}}',
    upload: {
      button: 'Upload file',
      uploading: 'Uploading {{name}}',
      progress: '{{percent}}% · {{loaded}} of {{total}}',
      sending: '{{loaded}} sent',
      cancel: 'Cancel upload',
      success: 'Upload succeeded',
      existed: 'The file already exists',
      failed: 'Upload failed: {{reason}}',
      cancelled: 'Upload cancelled',
    },
    deleteDialog: {
      title: 'Delete file',
      message: 'This will permanently delete the file, continue?',
      confirm: 'Delete',
      cancel: 'Cancel',
      deleting: 'Deleting…',
    },
    deleted: '{{name}} deleted',
    deleteFailed: 'Delete failed: {{reason}}',
    unknownFailure: 'Unknown error',
    name: {
      invalid:
        'This file name cannot be used: it must not be empty or contain \\ / : * ? " < > | or control characters',
      reserved:
        'This file name is reserved by the system (such as CON, NUL, COM1); rename the file and upload it again',
      tooLong: 'The file name is too long; shorten it and upload again',
    },
    tooLarge: 'The file is larger than the upload limit',
  },
} as const;
