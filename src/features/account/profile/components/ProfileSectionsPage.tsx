import { useSearchParams } from 'react-router-dom';
import { appPaths } from '@/config/app-paths';
import { usePageHeader } from '@/lib/page-state';
import { SecuritySection } from './SecuritySection';
import { CHANGE_EMAIL_PARAM, ProfileTabs, type ProfileSection } from './ProfileTabs';

export interface ProfileSectionsPageProps {
  /** The page's name, in the header and the tabs' label ("Mi perfil", "Mis datos"). */
  title: string;
  intro: string;
  /** The sections before Seguridad, which every profile page ends with. */
  sections: ProfileSection[];
}

/** Mi perfil and Mis datos: the header, one line of intro, and the sections as tabs, Seguridad last. */
export function ProfileSectionsPage({ title, intro, sections }: ProfileSectionsPageProps) {
  usePageHeader(title, [{ label: 'Inicio', href: appPaths.home }, { label: title }]);
  const [searchParams] = useSearchParams();
  const security: ProfileSection = {
    id: 'seguridad',
    label: 'Seguridad',
    content: <SecuritySection openEmailChange={searchParams.get(CHANGE_EMAIL_PARAM) === 'correo'} />,
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">{intro}</p>
      <ProfileTabs label={`Secciones de ${title}`} sections={[...sections, security]} />
    </div>
  );
}
