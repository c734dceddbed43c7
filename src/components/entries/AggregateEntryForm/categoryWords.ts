import type { AggregateType } from '../../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A category's type and region in the reader's language: a known size and a mixing plant by their messages
 * (the domain recognised them in the site's words), anything else as the site wrote it.
 */
export function categoryWords(type: AggregateType, t: Translate): { type: string; region: string } {
  return {
    type: type.kind ? t(`aggregate.form.kind.${type.kind}`) : type.type,
    region: type.plant ? t('aggregate.form.plant', { plant: type.plant }) : type.region,
  };
}
