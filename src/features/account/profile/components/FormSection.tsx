import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/Card';

/** A profile form's fields: one column, two where the main area is wide (its placeholder too). */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-1 gap-5 @xl/main:grid-cols-2">{children}</div>;
}

/** One card of a profile form: its title and what it asks for, then its fields. */
export function FormSection({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <FieldGrid>{children}</FieldGrid>
    </Card>
  );
}
