import { appPaths } from '@/config/app-paths';
import { personalDataQueryOptions } from '@/features/customer';
import type { ScreenQueries } from '@/lib/screen-route';
import { PersonalDataPanel } from './PersonalDataPanel';
import { ProfileSectionsPage } from './ProfileSectionsPage';
import { CHANGE_EMAIL_PARAM, sectionHref } from './ProfileTabs';

const SECTIONS = [{ id: 'datos' }, { id: 'seguridad' }];
const CHANGE_EMAIL_HREF = sectionHref(appPaths.personalData, SECTIONS, 'seguridad', { [CHANGE_EMAIL_PARAM]: 'correo' });

/** What the screen reads: the customer's own data. */
export const queries: ScreenQueries = () => [personalDataQueryOptions()];

/** /app/mis-datos (non-employers): Datos personales (avatar, personal and fiscal data) and Seguridad. */
export function PersonalDataPage() {
  return (
    <ProfileSectionsPage
      title="Mis datos"
      intro="Mantén al día tus datos de contacto, los que usamos para facturarte y el acceso a tu cuenta."
      sections={[
        { id: 'datos', label: 'Datos personales', content: <PersonalDataPanel scope="full" changeEmailHref={CHANGE_EMAIL_HREF} /> },
      ]}
    />
  );
}
