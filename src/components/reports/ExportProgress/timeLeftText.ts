import { splitTimeLeft } from '../../../domain';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A time left in words: "约 1 分 05 秒" / "about 1 min 5 s" (hours and minutes past an hour). */
export function timeLeftText(ms: number, t: Translate): string {
  const { hours, minutes, seconds } = splitTimeLeft(ms);
  const time =
    hours > 0
      ? t('export.duration.hours', { hours, minutes })
      : minutes > 0
        ? t('export.duration.minutes', { minutes, seconds })
        : t('export.duration.seconds', { seconds });
  return t('export.progress.aboutTime', { time });
}
