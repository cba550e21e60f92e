// "Responder a la cotización" on the quotation's page: the customer's answer once given (what, when,
// who), else Aceptar / Rechazar / Pedir cambios, each opening a dialog whose code loads on intent or
// once the page has settled (DecideQuotationModal), never with the page itself.
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { formatDateTime } from '@/lib/format';
import { lazyComponent, usePreloadWhenIdle } from '@/lib/lazy';
import { canDecide, decisionSentence, type DecisionOutcome } from '../decision';
import type { Quotation } from '../types';
import type { DecisionDraft } from './DecideQuotationModal';

const DecideQuotationModal = lazyComponent(() => import('./DecideQuotationModal').then((m) => m.DecideQuotationModal));
const preloadDialog = () => void DecideQuotationModal.preload().catch(() => {});

const EMPTY_DRAFT: DecisionDraft = { reason: null, declineComment: '', changesComment: '' };

export function QuotationDecisionSection({ quotation }: { quotation: Quotation }) {
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  // What the customer typed stays here while the dialog opens and closes (and after an error).
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DRAFT);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const focusSummary = useRef(false);
  const decidable = canDecide(quotation);
  usePreloadWhenIdle(() => DecideQuotationModal.preload(), decidable);

  // After an answer the buttons are gone: focus goes to the answer that replaced them.
  useEffect(() => {
    if (focusSummary.current && quotation.decision) {
      focusSummary.current = false;
      summaryRef.current?.focus();
    }
  }, [quotation.decision, outcome]);

  const open = (next: DecisionOutcome) => {
    setWasOpened(true);
    setOutcome(next);
  };

  const { decision } = quotation;
  if (!decision && !decidable) return null;
  return (
    <section className="print:hidden" data-testid="quotation-decision" aria-labelledby={headingId}>
      <Card>
        {decision ? (
          <div ref={summaryRef} tabIndex={-1} className="outline-none">
            <h2 id={headingId} className="text-sm font-medium text-slate-600">
              Tu respuesta
            </h2>
            <p className="mt-1 text-sm text-slate-900">{decisionSentence(decision)}</p>
            <p className="mt-1 text-sm text-slate-600">
              {decision.outcome === 'aceptada' ? 'Respondió' : `Respondió el ${formatDateTime(decision.decidedAt)}`}:{' '}
              {decision.decidedBy.name}
            </p>
            {decision.outcome === 'cambios_solicitados' && quotation.status === 'pendiente' && (
              <p className="mt-2 text-sm text-slate-600">Tu asesor emitirá una nueva versión. Mientras tanto, aún puedes pagar esta.</p>
            )}
          </div>
        ) : (
          <>
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              Responder a la cotización
            </h2>
            <p className="mt-1 text-sm text-slate-600">Dinos si la aceptas, si la rechazas o qué cambios necesitas.</p>
            <div className="mt-4 flex flex-col gap-2">
              <Button variant="secondary" onHoverStart={preloadDialog} onPress={() => open('aceptada')}>
                Aceptar
              </Button>
              <Button variant="secondary" onHoverStart={preloadDialog} onPress={() => open('cambios_solicitados')}>
                Pedir cambios
              </Button>
              <Button variant="secondary" onHoverStart={preloadDialog} onPress={() => open('rechazada')}>
                Rechazar
              </Button>
            </div>
          </>
        )}
        {wasOpened && (
          <Suspense fallback={null}>
            <DecideQuotationModal
              quotation={quotation}
              outcome={outcome}
              draft={draft}
              onDraftChange={setDraft}
              onClose={() => setOutcome(null)}
              onDecided={() => {
                setOutcome(null);
                setDraft(EMPTY_DRAFT);
                focusSummary.current = true;
              }}
            />
          </Suspense>
        )}
      </Card>
    </section>
  );
}
