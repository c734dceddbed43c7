import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * "Back" of a screen: the previous page of this visit when there is one, else `fallback` (a page opened from
 * a link or a bookmark has nothing behind it in the app).
 */
export function useBack(fallback = '/main_new'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(fallback, { replace: true, viewTransition: true });
  }, [navigate, fallback]);
}
