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
});
