import { toast } from '@/lib/toast';
import { Avatar } from '@/components/ui/Avatar';
import { Card, CardHeader } from '@/components/ui/Card';
import { useCurrentUser } from '@/lib/session';
import { useUpdatePersonalData } from '../api/update-personal-data';
import { ImageUpload } from './ImageUpload';

/** The signed-in user's avatar: saved as soon as it is uploaded, so the header changes at once. */
export function AvatarCard({ description }: { description: string }) {
  const user = useCurrentUser();
  const update = useUpdatePersonalData();

  const saveAvatar = async (avatar: string | null) => {
    await update.mutateAsync({ body: { avatar } });
    toast.success(avatar ? 'Tu foto de perfil se actualizó.' : 'Quitamos tu foto de perfil.');
  };

  return (
    <Card>
      <CardHeader title="Foto de perfil" description={description} />
      <ImageUpload
        title="Tu foto"
        imageUrl={user.avatar ?? null}
        imageAlt={`Foto de ${user.firstName} ${user.lastName}`}
        fallback={<Avatar firstName={user.firstName} lastName={user.lastName} size="fill" />}
        chooseLabel={user.avatar ? 'Cambiar foto' : 'Subir foto'}
        onUploaded={(file) => saveAvatar(file.url)}
        onRemove={user.avatar ? () => saveAvatar(null) : undefined}
        removeLabel="Quitar foto"
        isBusy={update.isPending}
      />
    </Card>
  );
}
