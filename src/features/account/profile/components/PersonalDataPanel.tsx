import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { usePersonalData } from '@/features/customer';
import { AvatarCard } from './AvatarCard';
import { PersonalDataForm, type PersonalDataFormProps } from './PersonalDataForm';
import { ProfileSkeleton } from './ProfileSkeleton';

/** The customer's own data: the photo, and the form once GET /users/me answered. */
export function PersonalDataPanel({ scope, changeEmailHref }: Pick<PersonalDataFormProps, 'scope' | 'changeEmailHref'>) {
  const personalData = usePersonalData();
  return (
    <>
      <AvatarCard description="Se muestra en el encabezado de Cotiza." />
      {/* The form only ever starts from data that was read: never from a failed read. */}
      {personalData.data !== undefined ? (
        <PersonalDataForm data={personalData.data} scope={scope} changeEmailHref={changeEmailHref} />
      ) : personalData.isError ? (
        <QueryErrorState title="No pudimos cargar tus datos" query={personalData} />
      ) : (
        <ProfileSkeleton label="Cargando tus datos" />
      )}
    </>
  );
}
