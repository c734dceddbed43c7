import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { componentUsage } from './usage';

const byDocsId = new Map(
  Object.entries(componentUsage).map(([name, usage]) => [usage.docs, { name, usage }]),
);

/** Markdown of when to use the component of a docs page, when not to, and the related pages (linked). */
export function usageMarkdown(docsId: string): string | null {
  const entry = byDocsId.get(docsId);
  if (!entry) return null;
  const { use, avoid, related } = entry.usage;
  const links = related.map((name) => `[${name}](?path=/docs/${componentUsage[name]?.docs ?? ''}--docs)`);
  return `### When to use\n\n${use}\n\n### When not to\n\n${avoid}\n\n### Related\n\n${links.join(' · ')}`;
}

/**
 * Every component's docs page: what it is (its TSDoc), when to use it and when not, the related components,
 * then the first story with "Show code", its props and the other stories.
 */
export function ComponentDocsPage() {
  const resolved = useOf('meta');
  const usage = resolved.type === 'meta' ? usageMarkdown(resolved.preparedMeta.id) : null;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {usage && <Markdown>{usage}</Markdown>}
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
