import { useLocation, useParams } from 'react-router';
import { PartHost } from '../parts/part-host.tsx';

/** A page whose content a part renders. */
export function PartPage({ part }: { part: string }) {
  const location = useLocation();
  const { lang = 'en' } = useParams();
  return (
    <PartHost key={part} name={part} url={`${location.pathname}${location.search}`} language={lang} main />
  );
}
