import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DamError } from '../client/errors';
import { FileTable } from '../components/bays/FileTable';
import { DamProvider } from './DamProvider';
import { statusOf } from './statusOf';

const files = (status: Parameters<typeof statusOf>[0]) => (
  <DamProvider language="en">
    <FileTable files={undefined} downloadHref={() => '#'} {...statusOf(status)} />
  </DamProvider>
);

describe('statusOf', () => {
  it('spreads a failed query: its reason in the reader’s language, and Retry reloads it', async () => {
    const mutate = vi.fn(async () => undefined);
    const error = new DamError('network', 'Failed to fetch');
    const screen = await render(files({ isLoading: false, error, mutate }));
    await expect
      .element(screen.getByRole('alert'))
      .toMatchTextContent(/Network error, please check the connection/);
    await screen.getByRole('button', { name: 'Retry' }).click();
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('shows the server’s words for a known failure whose message the component does not bring', async () => {
    // 'loginFailed' is worded by the account messages, which a file table does not carry: no missing key.
    const error = new DamError('server', 'Wrong password', { reason: 'loginFailed' });
    const screen = await render(files({ isLoading: false, error, reload: async () => undefined }));
    await expect.element(screen.getByRole('alert')).toMatchTextContent(/Wrong password/);
  });

  it('spreads a loading paged list as the loading state, and a settled one as no status at all', async () => {
    const screen = await render(files({ isLoading: true, error: undefined, reload: async () => undefined }));
    await expect.element(screen.getByRole('status')).toBeInTheDocument();
    expect(statusOf({ isLoading: false, error: undefined, mutate: async () => undefined })).toMatchObject({
      loading: false,
      error: undefined,
    });
  });
});
