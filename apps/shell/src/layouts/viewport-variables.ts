import { useEffect } from 'react';

/**
 * CSS variables the layout reads (seed 000 §9, seed 001 §9): --header-height from a resize
 * observer on the header, --vh as one hundredth of the viewport height (mobile browsers' 100vh
 * includes the address bar).
 */
export function useViewportVariables(): void {
  useEffect(() => {
    const root = document.documentElement;
    const setViewportHeight = () => root.style.setProperty('--vh', `${window.innerHeight / 100}px`);
    setViewportHeight();
    window.addEventListener('resize', setViewportHeight);
    const header = document.querySelector('.shell-header');
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        root.style.setProperty(
          '--header-height',
          `${Math.round(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height)}px`,
        );
    });
    if (header) observer.observe(header);
    return () => {
      window.removeEventListener('resize', setViewportHeight);
      observer.disconnect();
    };
  }, []);
}
