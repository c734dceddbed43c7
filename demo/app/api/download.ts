/**
 * Opens a download the browser saves itself, from an address that may take a moment to get (a signed link
 * good for a minute, from the client's `downloadLink`): no session token ever goes into the page's links.
 */
export async function openDownload(link: Promise<string>, fileName = ''): Promise<void> {
  const anchor = document.createElement('a');
  anchor.href = await link;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
