import { useEffect, useRef, useState, type ReactNode } from 'react';
import { joinClasses } from '@/lib/class-names';
import { Button } from '@/components/ui/Button';
import { DropZone, DropZoneLabel, UploadFeedback } from '@/components/ui/DropZone';
import { CancelUploadButton, PickImageButton } from '@/components/forms/ImagePicker';
import { TrashIcon } from '@/components/ui/Icons';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { errorMessage } from '@/lib/api';
import { isAbortError, uploadFileWithProgress, type UploadedFile } from '@/lib/api/upload-progress';
import { IMAGE_RULE, checkImageFile } from '@/lib/image-file';
import { imageSrc } from '@/lib/safe-url';

type Phase = 'idle' | 'checking' | 'uploading' | 'saving';

export interface ImageUploadProps {
  /** Visible name of the image ("Foto de perfil", "Logotipo"). */
  title: string;
  /** The saved image, if any. */
  imageUrl: string | null;
  /** Shown when there is no image (initials, an icon). */
  fallback: ReactNode;
  imageAlt: string;
  /** @default 'circle' */
  shape?: 'circle' | 'square';
  chooseLabel: string;
  /** Runs after the upload; for an avatar it saves it, for a logo it fills a form field. */
  onUploaded: (file: UploadedFile) => Promise<void> | void;
  onRemove?: () => Promise<void> | void;
  removeLabel?: string;
  /** Set while the caller saves something else for this image (e.g. a removal). */
  isBusy?: boolean;
}

function objectUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/**
 * Choose (button or drag and drop), check, preview and upload an image to POST /files,
 * with progress and a cancel button. The file name follows the spec's rule (upload-progress).
 */
export function ImageUpload({
  title,
  imageUrl,
  fallback,
  imageAlt,
  shape = 'circle',
  chooseLabel,
  onUploaded,
  onRemove,
  removeLabel = 'Quitar',
  isBusy = false,
}: ImageUploadProps) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  // The local preview and the uploaded URL it shows; it is used while that URL is the current image.
  const [preview, setPreview] = useState<{ src: string | null; url: string | null }>({ src: null, url: null });
  const [previewFailed, setPreviewFailed] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abortRef = useRef<AbortController | null>(null);
  const previewRef = useRef<string | null>(null);

  const replacePreview = (src: string | null, url: string | null) => {
    if (previewRef.current && previewRef.current !== src) URL.revokeObjectURL?.(previewRef.current);
    previewRef.current = src;
    setPreview({ src, url });
  };

  useEffect(
    () => () => {
      abortRef.current?.abort();
      if (previewRef.current) URL.revokeObjectURL?.(previewRef.current);
    },
    [],
  );

  const handleFile = async (file: File) => {
    if (phase !== 'idle') return;
    setProblem(null);
    setPhase('checking');
    const invalid = await checkImageFile(file);
    if (invalid) {
      setProblem(invalid);
      setPhase('idle');
      return;
    }
    const previous = preview;
    const next = objectUrl(file);
    setPreview({ src: next, url: null });
    setProgress(0);
    setPhase('uploading');
    setAnnouncement(`Subiendo ${file.name}`);
    const controller = new AbortController();
    abortRef.current = controller;
    try {
      const uploaded = await uploadFileWithProgress(file, setProgress, { signal: controller.signal });
      setPhase('saving');
      await onUploaded(uploaded);
      replacePreview(next, uploaded.url);
      setAnnouncement(`${title}: imagen lista`);
    } catch (error) {
      // Back to the image that was there before.
      if (next) URL.revokeObjectURL?.(next);
      setPreview(previous);
      if (isAbortError(error)) {
        setAnnouncement('Carga cancelada');
      } else {
        setProblem(`No pudimos guardar la imagen. ${errorMessage(error)}`);
      }
    } finally {
      abortRef.current = null;
      setPhase('idle');
    }
  };

  const removeImage = async (remove: () => Promise<void> | void) => {
    setProblem(null);
    try {
      await remove();
      replacePreview(null, null);
    } catch (error) {
      setProblem(`No pudimos quitar la imagen. ${errorMessage(error)}`);
    }
  };

  const inFlight = phase === 'uploading' || phase === 'saving';
  // The preview is the customer's own file; a saved image is the server's address, loaded only when safe.
  const shown = (inFlight || (preview.url !== null && preview.url === imageUrl) ? preview.src : null) ?? imageSrc(imageUrl);
  const showImage = Boolean(shown) && shown !== previewFailed;
  const working = phase !== 'idle' || isBusy;
  const frame = joinClasses(
    'flex size-20 shrink-0 items-center justify-center overflow-hidden border border-slate-200',
    shape === 'circle' ? 'rounded-full bg-slate-50' : 'rounded-xl bg-white',
  );

  return (
    <DropZone
      aria-label={`${title}: suelta una imagen aquí`}
      isDisabled={working}
      onDrop={(event) => {
        const item = event.items.find((dropped) => dropped.kind === 'file');
        if (item && item.kind === 'file')
          void item
            .getFile()
            .then(handleFile, () => setProblem('No pudimos leer la imagen que soltaste. Vuelve a elegirla o arrástrala de nuevo.'));
        else setProblem('Suelta un archivo de imagen (PNG, JPG o WebP).');
      }}
      className="rounded-xl border border-transparent p-1"
    >
      <div className="flex items-center gap-4">
        <div className={frame}>
          {showImage && shown ? (
            <img
              src={shown}
              alt={imageAlt}
              onError={() => setPreviewFailed(shown)}
              className={shape === 'circle' ? 'size-full object-cover' : 'size-full object-contain p-1'}
            />
          ) : (
            fallback
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <DropZoneLabel className="text-sm font-medium text-slate-900">{title}</DropZoneLabel>
          <p className="text-sm text-slate-600">
            {IMAGE_RULE} <span className="hidden sm:inline">También puedes arrastrarla aquí.</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PickImageButton onPick={(file) => void handleFile(file)} isDisabled={working}>
              {chooseLabel}
            </PickImageButton>
            {phase === 'uploading' && <CancelUploadButton onCancel={() => abortRef.current?.abort()} />}
            {onRemove && shown && phase === 'idle' && (
              <Button variant="ghost" size="sm" isDisabled={isBusy} onPress={() => void removeImage(onRemove)}>
                <TrashIcon className="size-4" />
                {removeLabel}
              </Button>
            )}
          </div>
        </div>
      </div>

      {(phase === 'uploading' || phase === 'saving') && (
        <ProgressBar
          label={phase === 'saving' ? 'Guardando…' : 'Subiendo imagen…'}
          value={phase === 'saving' ? 100 : progress}
          isIndeterminate={phase === 'saving'}
          showValue
          className="mt-4"
        />
      )}

      <UploadFeedback problem={problem} announcement={announcement} className="mt-3" />
    </DropZone>
  );
}
