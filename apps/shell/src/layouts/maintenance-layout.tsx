import { MinimalLayout } from './minimal-layout.tsx';

export const MaintenanceLayout = () => <MinimalLayout variant="maintenance" linkHome={false} />;
