/**
 * The static configuration read at start (part 1 §7 "A static configuration file is also read at start"):
 * `/config.json` (contract operation getStaticConfig), served from demo/public by default. A site edits that
 * file, not the build.
 */
export interface AppConfig {
  /** Name of the construction site. */
  siteName: string;
  /** IANA time zone of the site; every time is shown in it. */
  timeZone: string;
  /** Area shown on the map by default (3). */
  defaultAreaId: number;
  /** Version shown on the My tab (1.0). */
  version: string;
  /** The external warehouse admin page linked from the My tab; the link hides when empty. */
  adminUrl: string;
  /** Base address of the site backend; empty means this page's origin (the dev server proxies the API). */
  apiBase: string;
  /** The built-in visitor account used by the visitor login tab. */
  visitor: { username: string; password: string } | null;
}

export const DEFAULT_CONFIG: AppConfig = {
  siteName: '',
  timeZone: 'Asia/Shanghai',
  defaultAreaId: 3,
  version: '1.0',
  adminUrl: '',
  apiBase: '',
  visitor: null,
};

function str(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Reads /config.json; a missing or broken file leaves the defaults (the app still starts). */
export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_CONFIG;
    const raw = (await response.json()) as Record<string, unknown>;
    const visitor = raw.visitor as Record<string, unknown> | undefined;
    return {
      siteName: str(raw.siteName, DEFAULT_CONFIG.siteName),
      timeZone: str(raw.timeZone, DEFAULT_CONFIG.timeZone),
      defaultAreaId: typeof raw.defaultAreaId === 'number' ? raw.defaultAreaId : DEFAULT_CONFIG.defaultAreaId,
      version: str(raw.version, DEFAULT_CONFIG.version),
      adminUrl: str(raw.adminUrl, DEFAULT_CONFIG.adminUrl),
      apiBase: str(raw.apiBase, DEFAULT_CONFIG.apiBase).replace(/\/+$/, ''),
      visitor:
        visitor && typeof visitor.username === 'string' && typeof visitor.password === 'string'
          ? { username: visitor.username, password: visitor.password }
          : null,
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}
