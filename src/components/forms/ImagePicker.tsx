// Choosing one image to upload, and stopping its upload: the same two buttons wherever an image is sent.
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { FileTrigger } from '@/components/ui/DropZone';
import { UploadIcon } from '@/components/ui/Icons';
import { IMAGE_TYPES } from '@/lib/image-file';

/** Opens the system's picker for one image of the accepted types; `onPick` gets the file chosen. */
export function PickImageButton({
  onPick,
  isDisabled,
  children,
  'aria-describedby': describedBy,
}: {
  onPick: (file: File) => void;
  isDisabled: boolean;
  children: ReactNode;
  'aria-describedby'?: string;
}) {
  return (
    <FileTrigger
      acceptedFileTypes={[...IMAGE_TYPES]}
      onSelect={(files) => {
        const file = files?.[0];
        if (file) onPick(file);
      }}
    >
      <Button variant="secondary" size="sm" isDisabled={isDisabled} aria-describedby={describedBy}>
        <UploadIcon className="size-4" />
        {children}
      </Button>
    </FileTrigger>
  );
}

/** «Cancelar carga», while an upload is under way. */
export function CancelUploadButton({ onCancel }: { onCancel: () => void }) {
  return (
    <Button variant="ghost" size="sm" onPress={onCancel}>
      Cancelar carga
    </Button>
  );
}
