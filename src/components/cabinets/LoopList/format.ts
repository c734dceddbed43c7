/** The message key (and value) that names a valve opening in percent: fully open, fully closed, or n %. */
export function openingMessage(percent: number): { key: string; value: number } {
  if (percent >= 100) return { key: 'loop.opening.full', value: percent };
  if (percent <= 0) return { key: 'loop.opening.closed', value: percent };
  return { key: 'loop.opening.percent', value: percent };
}
