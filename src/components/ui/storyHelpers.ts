import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';

/**
 * For stories' `beforeEach`: react-aria's live announcer keeps a pending button's announcement (a node
 * labelled by the button) for 7 s; when the next story starts within that time the node points at nothing
 * and the a11y check fails. Returning the cleanup removes the announcer when a story ends.
 */
export function resetLiveAnnouncer(): () => void {
  return () => destroyAnnouncer();
}
