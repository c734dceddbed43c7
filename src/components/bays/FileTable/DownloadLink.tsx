import type { ReactNode } from 'react';
import * as buttonStyles from '../../ui/Button/Button.css';
import { joinClassNames } from '../../ui/props';
import * as styles from './FileTable.css';

export interface DownloadLinkProps {
  /** The file's address: followed by the browser itself, never by the app's router. */
  href: string;
  /** The name the browser offers to save under (the server's Content-Disposition wins). */
  fileName: string;
  'aria-label': string;
  children: ReactNode;
  /** Opens the download itself instead of following `href` (e.g. through a short-lived signed link). */
  onDownload?: () => void;
}

/**
 * A download with the look of the kit's small secondary button. A plain `<a download>`, not react-aria's
 * Link: inside a RouterProvider that Link passes every href through the router's `useHref`, which turns an
 * absolute backend address into a path of the app.
 */
export function DownloadLink({ href, fileName, children, onDownload, ...rest }: DownloadLinkProps) {
  return (
    <a
      href={href}
      onClick={
        onDownload
          ? (event) => {
              event.preventDefault();
              onDownload();
            }
          : undefined
      }
      download={fileName}
      rel="noopener"
      className={joinClassNames(buttonStyles.button, styles.downloadLink)}
      data-variant="secondary"
      data-size="sm"
      aria-label={rest['aria-label']}
    >
      {children}
    </a>
  );
}
