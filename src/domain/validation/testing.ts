import { validation } from '../../i18n/messages/validation.ts';
import type { ValidationIssue } from './issue.ts';

/** Test helper: the message of a validation key in one language (undefined when the key is missing). */
export function message(key: string, lang: 'zh' | 'en' = 'en'): string | undefined {
  const [area, ...path] = key.split('.');
  if (area !== 'validation') return undefined;
  const text = path.reduce<unknown>(
    (node, k) => (node as Record<string, unknown> | undefined)?.[k],
    validation[lang],
  );
  return typeof text === 'string' ? text : undefined;
}

/** Test helper: the English messages of a list of issues, field by field. */
export function messages(issues: readonly ValidationIssue[]): string[] {
  return issues.map((i) => `${i.field}: ${message(i.key) ?? `<missing ${i.key}>`}`);
}
