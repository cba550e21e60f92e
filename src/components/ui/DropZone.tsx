import { DropZone as RACDropZone, FileTrigger, Text, type DropZoneProps, type TextProps } from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';
import { AlertTriangleIcon } from './Icons';
import { composeStyles, focusRing } from './focus-ring';

// FileTrigger draws nothing itself: its child (a kit Button) is the control.
export { FileTrigger, type DropZoneProps };

// The drop-target colours sit behind the data attribute, so they win over the caller's own border.
const dropZone = tv({
  extend: focusRing,
  base: 'border-dashed transition-colors drop-target:border-brand-600 drop-target:bg-brand-50',
});

/** An area that takes dropped files; the caller draws its border, size and content. */
export function DropZone(props: DropZoneProps) {
  return <RACDropZone {...props} className={composeStyles(props.className, dropZone)} />;
}

/** The drop zone's accessible name, from visible text inside it. */
export function DropZoneLabel(props: Omit<TextProps, 'slot'>) {
  return <Text {...props} slot="label" />;
}

/** Under an upload: what went wrong (an alert) and, for screen readers, each step as it happens. */
export function UploadFeedback({ problem, announcement, className }: { problem: string | null; announcement: string; className?: string }) {
  return (
    <>
      {problem && (
        <p role="alert" className={joinClasses('flex items-start gap-2 text-sm text-danger-700', className)}>
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
          {problem}
        </p>
      )}
      <span className="sr-only" role="status">
        {announcement}
      </span>
    </>
  );
}
