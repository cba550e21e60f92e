import { Card } from '@/components/ui/Card';
import { Skeleton } from '@/components/ui/Skeleton';
import { SkeletonRows } from '@/components/ui/SkeletonLines';
import { FieldGrid } from './FormSection';

/** Placeholder cards while a profile form loads. */
export function ProfileSkeleton({ label, sections = 3 }: { label: string; sections?: number }) {
  return (
    <div className="flex flex-col gap-6" role="status" aria-label={label}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: sections }, (_, section) => (
        <Card key={section}>
          <Skeleton className="block rounded-md mb-2 h-5 w-40" />
          <Skeleton className="block rounded-md mb-6 h-4 w-64 max-w-full" />
          <FieldGrid>
            <SkeletonRows count={4} className="flex flex-col gap-2" cells={['block rounded-md h-4 w-24', 'block rounded-md h-11 w-full']} />
          </FieldGrid>
        </Card>
      ))}
    </div>
  );
}
