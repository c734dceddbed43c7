import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createDamClient } from '../client/createDamClient';
import type { CommandOutcome } from '../domain/command';
import { DamProvider } from './DamProvider';
import { useSetAutoReverse } from './writes';

/** A backend that answers set_auto_reverse with `answer` (and every other call with an empty list). */
function clientAnswering(answer: { status?: number; body: unknown }) {
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    const { status, body } =
      url.pathname === '/pqt/set_auto_reverse'
        ? answer
        : { status: 200, body: { code: 200, msg: '成功', data: [] } };
    return new Response(JSON.stringify(body), {
      status: status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return createDamClient({ baseUrl: 'http://backend.test', getToken: () => 'tok', fetch });
}

function Reverse() {
  const set = useSetAutoReverse();
  const [outcome, setOutcome] = useState<CommandOutcome | null>(null);
  return (
    <button
      type="button"
      onClick={() =>
        void set
          .trigger({ autoId: 4, cabinetId: 1, loop: 2, userId: 'u', mode: 'manual', direction: 'reverse' })
          .then(setOutcome)
      }
    >
      {outcome ? JSON.stringify(outcome) : 'go'}
    </button>
  );
}

async function outcomeOf(answer: { status?: number; body: unknown }) {
  const screen = await render(
    <DamProvider language="zh" client={clientAnswering(answer)} swr={{ provider: () => new Map() }}>
      <Reverse />
    </DamProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'go' }));
  return screen;
}

describe('useSetAutoReverse resolves with a CommandOutcome', () => {
  it('is ok for a result ≥ 0, rejected below 0 (part 2 §8)', async () => {
    const done = await outcomeOf({ body: { code: 200, msg: '成功', data: { result: 1 } } });
    await expect.element(done.getByRole('button', { name: '{"ok":true}' })).toBeVisible();
    const refused = await outcomeOf({ body: { code: 200, msg: '成功', data: { result: -1 } } });
    await expect
      .element(refused.getByRole('button', { name: '{"ok":false,"reason":"rejected"}' }))
      .toBeVisible();
  });

  it('is permission when the user lacks the right, rejected with the msg of a business refusal', async () => {
    const forbidden = await outcomeOf({
      status: 403,
      body: { message: 'No operation permission, please contact administrator', code: 403 },
    });
    await expect
      .element(forbidden.getByRole('button', { name: '{"ok":false,"reason":"permission"}' }))
      .toBeVisible();
    const business = await outcomeOf({ body: { code: 500, msg: '设置失败', data: null } });
    await expect
      .element(
        business.getByRole('button', { name: '{"ok":false,"reason":"rejected","message":"设置失败"}' }),
      )
      .toBeVisible();
  });
});
