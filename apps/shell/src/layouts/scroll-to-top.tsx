import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';

/** Screens scrolled before the control appears (seed 000 §9): 1, or 4 on a phone. */
export function scrollToTopThreshold(viewportHeight: number, isMobile: boolean): number {
  return viewportHeight * (isMobile ? 4 : 1);
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const mobile = window.matchMedia('(max-width: 767px)');
    const update = () =>
      setVisible(window.scrollY > scrollToTopThreshold(window.innerHeight, mobile.matches));
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="shell-scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: 'smooth' });
        document.getElementById('content')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="pl-visually-hidden">{t('scroll_to_top')}</span>
    </button>
  );
}
