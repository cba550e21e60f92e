import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/ui/States';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useCurrentUser } from '@/lib/session';
import { SecuritySection } from './SecuritySection';
import { useCompanyProfile } from '@/lib/customer/get-company-profile';
import { CompanyProfileForm } from './CompanyProfileForm';
import { PersonalDataPanel } from './PersonalDataPanel';
import { CHANGE_EMAIL_PARAM, ProfileTabs, sectionHref, type ProfileSection } from './ProfileTabs';
import { ProfileSkeleton } from './ProfileSkeleton';

const SECTIONS = [{ id: 'empresa' }, { id: 'mis-datos' }, { id: 'seguridad' }];
const CHANGE_EMAIL_HREF = sectionHref(paths.app.profile, SECTIONS, 'seguridad', { [CHANGE_EMAIL_PARAM]: 'correo' });

function CompanySection() {
  const user = useCurrentUser();
  const company = useCompanyProfile();
  // The form only ever starts from a profile that was read (or a real 404): never from a failed read.
  if (company.data !== undefined) {
    return <CompanyProfileForm company={company.data} contact={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }} />;
  }
  if (company.isError) {
    return (
      <ErrorState
        title="No pudimos cargar el perfil de tu empresa"
        message={errorMessage(company.error)}
        error={company.error}
        onRetry={() => void company.refetch()}
        isRetrying={company.isFetching}
      />
    );
  }
  return <ProfileSkeleton label="Cargando el perfil de tu empresa" />;
}

/** /app/mi-perfil (employers): Empresa (the company profile), Mis datos personales (name, phone, photo) and Seguridad. */
export function CompanyProfilePage() {
  usePageHeader('Mi perfil', [{ label: 'Inicio', href: paths.app.home }, { label: 'Mi perfil' }]);
  const [searchParams] = useSearchParams();
  const sections: ProfileSection[] = [
    { id: 'empresa', label: 'Empresa', content: <CompanySection /> },
    { id: 'mis-datos', label: 'Mis datos personales', content: <PersonalDataPanel scope="own" changeEmailHref={CHANGE_EMAIL_HREF} /> },
    {
      id: 'seguridad',
      label: 'Seguridad',
      content: <SecuritySection openEmailChange={searchParams.get(CHANGE_EMAIL_PARAM) === 'correo'} />,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Los datos de tu empresa para facturar, tus datos personales y el acceso a tu cuenta.</p>
      <ProfileTabs label="Secciones de Mi perfil" sections={sections} />
    </div>
  );
}
