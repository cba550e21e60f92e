import { ErrorState } from '@/components/ui/States';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useCurrentUser } from '@/lib/session';
import { useCompanyProfile } from '../api/get-company-profile';
import { AvatarCard } from './AvatarCard';
import { CompanyProfileForm } from './CompanyProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';

/** /app/mi-perfil (employers): the employer's avatar and the company profile. */
export function CompanyProfilePage() {
  usePageHeader('Mi perfil', [{ label: 'Inicio', href: paths.app.home }, { label: 'Mi perfil' }]);
  const user = useCurrentUser();
  const company = useCompanyProfile();

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Los datos de tu empresa para facturar, y tu foto de perfil.</p>
      <AvatarCard description="Tu foto se muestra en el encabezado de Cotiza." />
      {/* The form only ever starts from a profile that was read (or a real 404): never from a failed read. */}
      {company.data !== undefined ? (
        <CompanyProfileForm company={company.data} contact={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }} />
      ) : company.isError ? (
        <ErrorState
          title="No pudimos cargar el perfil de tu empresa"
          message={errorMessage(company.error)}
          onRetry={() => void company.refetch()}
          isRetrying={company.isFetching}
        />
      ) : (
        <ProfileSkeleton label="Cargando el perfil de tu empresa" />
      )}
    </div>
  );
}
