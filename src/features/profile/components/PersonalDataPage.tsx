import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';
import { SecuritySection } from './SecuritySection';
import { PersonalDataPanel } from './PersonalDataPanel';
import { CHANGE_EMAIL_PARAM, ProfileTabs, sectionHref, type ProfileSection } from './ProfileTabs';

const SECTIONS = [{ id: 'datos' }, { id: 'seguridad' }];
const CHANGE_EMAIL_HREF = sectionHref(paths.app.personalData, SECTIONS, 'seguridad', { [CHANGE_EMAIL_PARAM]: 'correo' });

/** /app/mis-datos (non-employers): Datos personales (avatar, personal and fiscal data) and Seguridad. */
export function PersonalDataPage() {
  usePageHeader('Mis datos', [{ label: 'Inicio', href: paths.app.home }, { label: 'Mis datos' }]);
  const [searchParams] = useSearchParams();
  const sections: ProfileSection[] = [
    { id: 'datos', label: 'Datos personales', content: <PersonalDataPanel scope="full" changeEmailHref={CHANGE_EMAIL_HREF} /> },
    {
      id: 'seguridad',
      label: 'Seguridad',
      content: <SecuritySection openEmailChange={searchParams.get(CHANGE_EMAIL_PARAM) === 'correo'} />,
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Mantén al día tus datos de contacto, los que usamos para facturarte y el acceso a tu cuenta.</p>
      <ProfileTabs label="Secciones de Mis datos" sections={sections} />
    </div>
  );
}
