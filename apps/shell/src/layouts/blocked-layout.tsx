import { MinimalLayout } from './minimal-layout.tsx';

export const BlockedLayout = () => <MinimalLayout variant="blocked" linkHome={false} />;
