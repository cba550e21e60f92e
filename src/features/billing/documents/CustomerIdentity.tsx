// The customer as a Mexican document names them: razón social (or name) and RFC.
import { useCustomerIdentity } from '@/features/customer';

export function CustomerIdentity({ className }: { className?: string }) {
  const { name, rfc } = useCustomerIdentity();
  return (
    <div className={className} data-testid="customer-identity">
      <p>
        <bdi>{name}</bdi>
      </p>
      {rfc && (
        <p className="text-slate-700">
          RFC <span className="unbroken font-mono">{rfc}</span>
        </p>
      )}
      {rfc === null && <p className="text-slate-700">Sin RFC registrado</p>}
    </div>
  );
}
