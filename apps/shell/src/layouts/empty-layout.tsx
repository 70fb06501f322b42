import { MinimalLayout } from './minimal-layout.tsx';

export const EmptyLayout = () => <MinimalLayout variant="empty" linkHome />;
