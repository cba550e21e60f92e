// /app/notificaciones — Notificaciones: which e-mails the customer gets, one switch per kind, and
// the automatic charge notice shown always on (the law asks for it). See docs/notifications.md.
import { Card } from '@/components/ui/Card';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { SkeletonRows } from '@/components/ui/SkeletonLines';
import { appPaths } from '@/config/app-paths';
import { usePageHeader } from '@/lib/page-state';
import { notificationPreferencesScreenQueries, useNotificationPreferences } from '../api/get-notification-preferences';
import { PreferencesForm } from './PreferencesForm';

export const queries = notificationPreferencesScreenQueries;

export function NotificationsPage() {
  usePageHeader('Notificaciones', [{ label: 'Inicio', href: appPaths.home }, { label: 'Notificaciones' }]);
  const query = useNotificationPreferences();

  return (
    <div className="flex flex-col gap-5">
      {query.isError && !query.data ? (
        <QueryErrorState title="No pudimos cargar tus preferencias de notificación" query={query} />
      ) : !query.data ? (
        <PreferencesSkeleton />
      ) : (
        <PreferencesForm loaded={query.data} />
      )}
    </div>
  );
}

function PreferencesSkeleton() {
  return (
    <Card>
      <div role="status" aria-label="Cargando tus preferencias" className="flex flex-col gap-5">
        <Skeleton className="block h-5 w-48 rounded-md" />
        <SkeletonRows count={6} className="flex items-center gap-3" cells={['block h-6 w-10 rounded-full', 'block h-4 w-56 rounded-md']} />
      </div>
    </Card>
  );
}
