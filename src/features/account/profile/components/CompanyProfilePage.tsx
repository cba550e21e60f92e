import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { appPaths } from '@/config/app-paths';
import { useCurrentUser } from '@/lib/session';
import { companyProfileQueryOptions, personalDataQueryOptions, useCompanyProfile } from '@/features/customer';
import type { ScreenQueries } from '@/lib/screen-route';
import { CompanyProfileForm } from './CompanyProfileForm';
import { PersonalDataPanel } from './PersonalDataPanel';
import { ProfileSectionsPage } from './ProfileSectionsPage';
import { CHANGE_EMAIL_PARAM, sectionHref } from './ProfileTabs';
import { ProfileSkeleton } from './ProfileSkeleton';

const SECTIONS = [{ id: 'empresa' }, { id: 'mis-datos' }, { id: 'seguridad' }];
const CHANGE_EMAIL_HREF = sectionHref(appPaths.profile, SECTIONS, 'seguridad', { [CHANGE_EMAIL_PARAM]: 'correo' });

function CompanySection() {
  const user = useCurrentUser();
  const company = useCompanyProfile();
  // The form only ever starts from a profile that was read (or a real 404): never from a failed read.
  if (company.data !== undefined) {
    return <CompanyProfileForm company={company.data} contact={{ name: `${user.firstName} ${user.lastName}`.trim(), email: user.email }} />;
  }
  if (company.isError) {
    return <QueryErrorState title="No pudimos cargar el perfil de tu empresa" query={company} />;
  }
  return <ProfileSkeleton label="Cargando el perfil de tu empresa" />;
}

/** What the screen reads: the company profile and the employer's own data. */
export const queries: ScreenQueries = () => [companyProfileQueryOptions(), personalDataQueryOptions()];

/** /app/mi-perfil (employers): Empresa (the company profile), Mis datos personales (name, phone, photo) and Seguridad. */
export function CompanyProfilePage() {
  return (
    <ProfileSectionsPage
      title="Mi perfil"
      intro="Los datos de tu empresa para facturar, tus datos personales y el acceso a tu cuenta."
      sections={[
        { id: 'empresa', label: 'Empresa', content: <CompanySection /> },
        { id: 'mis-datos', label: 'Mis datos personales', content: <PersonalDataPanel scope="own" changeEmailHref={CHANGE_EMAIL_HREF} /> },
      ]}
    />
  );
}
