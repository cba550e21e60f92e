// The optional supporting file of an ARCO request: checked (the upload's image rule), uploaded
// at once through POST /files with progress and a cancel button; the form sends its URL.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { UploadFeedback } from '@/components/ui/DropZone';
import { CancelUploadButton, PickImageButton } from '@/components/forms/ImagePicker';
import { TrashIcon } from '@/components/ui/Icons';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { errorMessage } from '@/lib/api';
import { isAbortError, uploadFileWithProgress } from '@/lib/api/upload-progress';
import { IMAGE_RULE, checkImageFile } from '@/lib/image-file';

export interface Attachment {
  name: string;
  url: string;
}

export interface ArcoAttachmentProps {
  value: Attachment | null;
  onChange: (value: Attachment | null) => void;
  /** Reports an upload in progress (the form waits for it before sending). */
  onBusyChange: (busy: boolean) => void;
  isDisabled?: boolean;
}

export function ArcoAttachment({ value, onChange, onBusyChange, isDisabled = false }: ArcoAttachmentProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  useEffect(() => () => abortRef.current?.abort(), []);

  const choose = async (file: File) => {
    setProblem(null);
    const invalid = await checkImageFile(file);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    onBusyChange(true);
    setAnnouncement(`Subiendo ${file.name}`);
    try {
      const uploaded = await uploadFileWithProgress(file, setProgress, { signal: controller.signal });
      onChange({ name: file.name, url: uploaded.url });
      setAnnouncement(`Archivo adjunto: ${file.name}`);
    } catch (error) {
      if (isAbortError(error)) setAnnouncement('Carga cancelada');
      else setProblem(`No pudimos subir el archivo. ${errorMessage(error)}`);
    } finally {
      abortRef.current = null;
      setProgress(null);
      onBusyChange(false);
    }
  };

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-800" id="arco-adjunto">
        Archivo de apoyo (opcional)
      </p>
      <p className="text-sm text-slate-600">
        Por ejemplo, un documento que muestre el dato correcto. {IMAGE_RULE} No es necesario adjuntar tu identificación: tu sesión ya te
        identifica.
      </p>
      {value && !uploading ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-slate-900 [overflow-wrap:anywhere]" data-testid="arco-attachment-name">
            {value.name}
          </span>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={isDisabled}
            onPress={() => {
              onChange(null);
              setAnnouncement('Archivo quitado');
            }}
          >
            <TrashIcon className="size-4" />
            Quitar archivo
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <PickImageButton onPick={(file) => void choose(file)} isDisabled={isDisabled || uploading} aria-describedby="arco-adjunto">
            Adjuntar archivo
          </PickImageButton>
          {uploading && <CancelUploadButton onCancel={() => abortRef.current?.abort()} />}
        </div>
      )}
      {uploading && <ProgressBar label="Subiendo archivo…" value={progress} showValue />}
      <UploadFeedback problem={problem} announcement={announcement} />
    </div>
  );
}
