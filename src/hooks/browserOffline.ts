/** Whether the browser says it has no network (an unknown state counts as online: try, and keep on failure). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
