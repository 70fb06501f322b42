import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Navigation for parts and shell widgets alike: one history, owned by the shell's router. */
export function useShellNavigate(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback((href: string) => void navigate(href), [navigate]);
}
