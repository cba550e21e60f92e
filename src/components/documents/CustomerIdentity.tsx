// The customer as a Mexican document names them: razón social (or name) and RFC.
import { useCustomerIdentity } from '@/lib/customer/use-customer-identity';

export function CustomerIdentity({ className }: { className?: string }) {
  const { name, rfc } = useCustomerIdentity();
  return (
    <div className={className} data-testid="customer-identity">
      <p>{name}</p>
      {rfc && (
        <p className="text-slate-700">
          RFC <span className="font-mono whitespace-nowrap">{rfc}</span>
        </p>
      )}
      {rfc === null && <p className="text-slate-700">Sin RFC registrado</p>}
    </div>
  );
}
