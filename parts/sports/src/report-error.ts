import { createContext } from 'react';

/** The part's way to have the shell show its error page (PartClientContext.reportError). */
export const ReportErrorContext = createContext<(status: number) => void>(() => {});
