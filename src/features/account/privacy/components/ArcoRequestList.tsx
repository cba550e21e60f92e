// «Mis solicitudes»: each ARCO request with its folio, right, dates, status and, once answered,
// the answer. Loading, empty and failed reads use the shared states.
import { Badge } from '@/components/ui/Badge';
import { Card } from '@/components/ui/Card';
import { Folio } from '@/components/ui/Folio';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState } from '@/components/ui/States';
import { ShieldIcon } from '@/components/ui/Icons';
import { formatDate } from '@/lib/format';
import { followableUrl } from '@/lib/safe-url';
import { useArcoRequests } from '../api/list-arco-requests';
import { rightLabel, statusOf, type ArcoRequest } from '../arco';

export function ArcoRequestList() {
  const query = useArcoRequests();
  if (query.isError && !query.data) return <QueryErrorState title="No pudimos cargar tus solicitudes" query={query} />;
  if (!query.data)
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label="Cargando tus solicitudes">
        <Skeleton className="block h-28 rounded-xl" />
        <Skeleton className="block h-28 rounded-xl" />
      </div>
    );
  if (query.data.length === 0)
    return (
      <Card>
        <EmptyState
          icon={<ShieldIcon />}
          title="Aún no has hecho solicitudes"
          description="Cuando ejerzas tus derechos ARCO, aquí verás el folio, el estado y la respuesta de cada solicitud."
        />
      </Card>
    );
  return (
    <ul className="flex flex-col gap-3" data-testid="arco-requests">
      {query.data.map((request) => (
        <li key={request.id}>
          <ArcoRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}

export function ArcoRequestCard({ request }: { request: ArcoRequest }) {
  const status = statusOf(request.status);
  // Only an address the customer may be sent to becomes a link; any other is said, not followed.
  const attachment = followableUrl(request.attachmentUrl);
  return (
    <Card as="article">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-slate-900">
            <Folio>{request.folio}</Folio>
          </h3>
          <p className="text-sm text-slate-600">Derecho de {rightLabel(request.right).toLowerCase()}</p>
        </div>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Enviada el</dt>
          <dd className="font-medium text-slate-900">{formatDate(request.submittedAt)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Fecha límite de respuesta</dt>
          <dd className="font-medium text-slate-900">{formatDate(request.responseDueDate)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">Datos</dt>
          <dd className="text-slate-900">
            <bdi>{request.data}</bdi>
          </dd>
        </div>
        {request.attachmentUrl && (
          <div className="sm:col-span-2">
            <dt className="text-slate-600">Archivo adjunto</dt>
            <dd>
              {attachment ? (
                <a
                  href={attachment}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-2 outline-offset-2 outline-brand-600 focus-visible:outline-2"
                >
                  Ver archivo adjunto
                </a>
              ) : (
                <span className="text-slate-700">No podemos abrir este archivo desde aquí: su dirección no es segura.</span>
              )}
            </dd>
          </div>
        )}
      </dl>
      {request.answer && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-900">Respuesta{request.answeredAt ? ` del ${formatDate(request.answeredAt)}` : ''}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">
            <bdi>{request.answer}</bdi>
          </p>
        </div>
      )}
    </Card>
  );
}
