import { ErrorState } from '@/components/ui/States';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { usePersonalData } from '../api/get-personal-data';
import { AvatarCard } from './AvatarCard';
import { PersonalDataForm } from './PersonalDataForm';
import { ProfileSkeleton } from './ProfileSkeleton';

/** /app/mis-datos (non-employers): avatar, personal and fiscal data. */
export function PersonalDataPage() {
  usePageHeader('Mis datos', [{ label: 'Inicio', href: paths.app.home }, { label: 'Mis datos' }]);
  const personalData = usePersonalData();

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Mantén al día tus datos de contacto y los que usamos para facturarte.</p>
      <AvatarCard description="Se muestra en el encabezado de Cotiza." />
      {/* The form only ever starts from data that was read: never from a failed read. */}
      {personalData.data !== undefined ? (
        <PersonalDataForm data={personalData.data} />
      ) : personalData.isError ? (
        <ErrorState
          title="No pudimos cargar tus datos"
          message={errorMessage(personalData.error)}
          onRetry={() => void personalData.refetch()}
          isRetrying={personalData.isFetching}
        />
      ) : (
        <ProfileSkeleton label="Cargando tus datos" />
      )}
    </div>
  );
}
