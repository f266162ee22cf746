import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTelegramStore } from './telegramSession';

/**
 * Drives Telegram's BackButton: visible when the in-app history has somewhere to go back to (react-router
 * keeps the history index in `history.state.idx`), and pressing it navigates back.
 */
export function TelegramBackButton() {
  const session = useTelegramStore((state) => state.session);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session?.supported) return;
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
    return session.bindBackButton(index > 0, () => void navigate(-1));
  }, [session, location, navigate]);
  return null;
}
