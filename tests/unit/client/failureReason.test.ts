import { describe, expect, it } from 'vitest';
import { createDamClient, DamError, failureReason, isDamFailure } from '../../../src/client/index.ts';

/** A client whose backend answers every call with `status` and `body`. */
function clientAnswering(status: number, body: unknown) {
  return createDamClient({
    baseUrl: 'http://backend.test',
    getToken: () => 'tok',
    fetch: async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
}

async function rejection(promise: Promise<unknown>): Promise<DamError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DamError) return error;
    throw error;
  }
  throw new Error('the call did not fail');
}

describe('failureReason: one place decides which known failure an answer is', () => {
  it('takes the reason a contract-following backend states, with its key, field and loops', () => {
    expect(
      failureReason({
        status: 400,
        message: 'the opening must be from 1 to 100',
        body: { reason: 'validation', key: 'validation.loopCommand.openingRange', field: 'value' },
      }),
    ).toEqual({ reason: 'validation', messageKey: 'validation.loopCommand.openingRange', field: 'value' });
    expect(
      failureReason({
        status: 200,
        code: 500,
        message: 'whatever the words',
        body: { reason: 'loopCommandFailed', failedLoops: [3, 5] },
      }),
    ).toEqual({ reason: 'loopCommandFailed', loops: [3, 5] });
  });

  it('reads the legacy backend’s own words for the seeds’ failures (part 1 §8, part 2 §8)', () => {
    const legacy = (message: string, status = 200, operationId?: string) =>
      failureReason({ status, code: 500, message, body: { code: 500, msg: message }, operationId }).reason;
    expect(legacy('Please enter the correct username or password')).toBe('loginFailed');
    expect(legacy('Duplicate username')).toBe('duplicateUsername');
    expect(legacy('Waiting for administrator review')).toBe('waitingReview');
    expect(legacy('Invalid phone number or already registered')).toBe('invalidPhone');
    expect(legacy('Modification failed')).toBe('modifyFailed');
    expect(legacy('user is not an administrator', 403)).toBe('notAdmin');
    expect(legacy('No operation permission, please contact administrator')).toBe('noPermission');
    expect(legacy('WeChat code retrieval failed')).toBe('wxCodeFailed');
    expect(legacy('existed', 200, 'uploadFile')).toBe('existed');
    expect(legacy('existed', 200, 'postFeedback')).toBeUndefined();
    expect(
      failureReason({ status: 200, code: 500, message: 'Operation failed! loop 3,5', body: {} }),
    ).toEqual({ reason: 'loopCommandFailed', loops: [3, 5] });
  });

  it('counts another 403 as a missing right, and leaves other failures without a reason', () => {
    expect(failureReason({ status: 403, message: '禁止', body: {} }).reason).toBe('noPermission');
    expect(failureReason({ status: 200, code: 403, message: '禁止', body: {} }).reason).toBe('noPermission');
    expect(failureReason({ status: 400, message: 'no such bay', body: {} })).toEqual({});
    // A reason this version does not know is not trusted; the words decide.
    expect(
      failureReason({
        status: 200,
        code: 500,
        message: 'Duplicate username',
        body: { reason: 'somethingNew' },
      }),
    ).toEqual({ reason: 'duplicateUsername' });
  });
});

describe('DamError.reason from the client', () => {
  it('is set on HTTP errors and on business failures', async () => {
    const forbidden = await rejection(
      clientAnswering(403, { message: 'user is not an administrator', code: 403 }).GET(
        '/myapi.php/api_get_check_user_sc',
      ),
    );
    expect(forbidden).toMatchObject({ kind: 'http', status: 403, reason: 'notAdmin' });
    expect(isDamFailure(forbidden, 'notAdmin')).toBe(true);

    const invalid = await rejection(
      clientAnswering(400, {
        message: 'please enter complete data',
        code: 400,
        reason: 'validation',
        key: 'validation.loopCommand.incomplete',
        field: 'value',
      }).GET('/pqt_php/api_issue_cmd', {
        params: {
          query: {
            cmd: 1,
            cmd_value: 2,
            cmd_value2: 1,
            from_who: 'u',
            loop_id: 1,
            rack_id: 1,
            textLoop: '1',
          },
        },
      }),
    );
    expect(invalid).toMatchObject({
      kind: 'http',
      reason: 'validation',
      messageKey: 'validation.loopCommand.incomplete',
      field: 'value',
      message: 'please enter complete data',
    });

    const refused = await rejection(
      clientAnswering(200, { code: 500, msg: 'Operation failed! loop 7', data: null, errcode: 1 }).GET(
        '/pqt_php/api_issue_cmd',
        {
          params: {
            query: {
              cmd: 0,
              cmd_value: 1,
              cmd_value2: 1,
              from_who: 'u',
              loop_id: 7,
              rack_id: 1,
              textLoop: '7',
            },
          },
        },
      ),
    );
    expect(refused).toMatchObject({ kind: 'server', code: 500, reason: 'loopCommandFailed', loops: [7] });
  });

  it('leaves the 401 and the message as they were', async () => {
    const error = await rejection(clientAnswering(401, { message: 'token expired' }).GET('/cytUser/getInfo'));
    expect(error.kind).toBe('unauthorized');
    expect(error.reason).toBeUndefined();
  });
});
