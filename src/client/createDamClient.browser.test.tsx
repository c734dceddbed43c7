import { describe, expect, it } from 'vitest';
import { createDamClient } from './createDamClient';

const ok = () =>
  new Response(JSON.stringify({ code: 200, msg: '成功', data: [] }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('createDamClient in a page', () => {
  for (const baseUrl of ['', '/backend']) {
    it(`resolves a relative baseUrl ("${baseUrl}") against the page, GET and form POST alike`, async () => {
      const seen: Request[] = [];
      const client = createDamClient({
        baseUrl,
        getToken: () => 'tok',
        fetch: async (input) => {
          seen.push(input as Request);
          return ok();
        },
      });
      await client.GET('/pqt_php/api_get_tianqi');
      await client.POST('/myapi.php/api_post_feedback', {
        body: { c_who: 'engineer', c_content: 'ok', c_phone: '' } as never,
      });
      const [get, post] = seen.map((request) => new URL(request.url));
      expect(get?.origin).toBe(location.origin);
      expect(get?.pathname).toBe(`${baseUrl}/pqt_php/api_get_tianqi`);
      expect(get?.searchParams.get('access_token')).toBe('tok');
      expect(post?.pathname).toBe(`${baseUrl}/myapi.php`);
      expect(post?.searchParams.get('api')).toBe('api_post_feedback');
      expect(await seen[1]?.text()).toContain('c_who=engineer');
    });
  }

  it('says that a failed call to another origin may be a CORS refusal, and not for a call to its own', async () => {
    const refused = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const across = createDamClient({ baseUrl: 'http://backend.test', fetch: refused });
    const home = createDamClient({ baseUrl: '/backend', fetch: refused });
    const failure = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: Error) => error,
      );
    const crossing = await failure(across.GET('/pqt_php/api_get_tianqi'));
    const local = await failure(home.GET('/pqt_php/api_get_tianqi'));
    expect(crossing).toMatchObject({ kind: 'network' });
    expect(crossing?.message).toMatch(/^Failed to fetch \(a call from .* to http:\/\/backend\.test: .*CORS/);
    expect(local).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
  });
});
