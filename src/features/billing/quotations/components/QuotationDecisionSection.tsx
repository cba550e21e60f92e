// "Responder a la cotización" on the quotation's page: the customer's answer once given (what, when,
// who), and the answers the lifecycle still allows (all three when undecided; accepting or declining
// this version after asking for changes), each opening a dialog whose code loads on intent or once
// the page has settled (DecideQuotationDialog), never with the page itself.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { WithServerText } from '@/components/ui/ServerText';
import { formatDateTime } from '@/lib/format';
import { lazyComponent, usePreloadWhenIdle, OnDemand } from '@/lib/lazy';
import { decisionSentence, type DecisionOutcome } from '../decision';
import { allowedAnswers } from '../quotation-lifecycle';
import type { Quotation } from '../types';
import type { DecisionDraft } from './DecideQuotationDialog';

const DecideQuotationDialog = lazyComponent(() => import('./DecideQuotationDialog').then((m) => m.DecideQuotationDialog));
const preloadDialog = () => void DecideQuotationDialog.preload().catch(() => {});

const EMPTY_DRAFT: DecisionDraft = { reason: null, declineComment: '', changesComment: '' };

/** The buttons' order and words: the friendliest answer first. */
const ANSWER_ORDER: readonly DecisionOutcome[] = ['aceptada', 'cambios_solicitados', 'rechazada'];
const ANSWER_LABELS: Record<DecisionOutcome, string> = { aceptada: 'Aceptar', cambios_solicitados: 'Pedir cambios', rechazada: 'Rechazar' };

export function QuotationDecisionSection({ quotation }: { quotation: Quotation }) {
  const [outcome, setOutcome] = useState<DecisionOutcome | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  // What the customer typed stays here while the dialog opens and closes (and after an error).
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY_DRAFT);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const focusSummary = useRef(false);
  const answers = allowedAnswers(quotation);
  const decidable = answers.length > 0;
  usePreloadWhenIdle(() => DecideQuotationDialog.preload(), decidable);

  // After an answer focus goes to the answer shown, whatever buttons remain.
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
        {decision && (
          <div ref={summaryRef} tabIndex={-1} className="outline-none">
            <h2 id={headingId} className="text-sm font-medium text-slate-600">
              Tu respuesta
            </h2>
            <p className="mt-1 text-sm text-slate-900">
              <WithServerText text={decisionSentence(decision)} />
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {decision.outcome === 'aceptada' ? 'Respondió' : `Respondió el ${formatDateTime(decision.decidedAt)}`}:{' '}
              <bdi>{decision.decidedBy.name}</bdi>
            </p>
            {decision.outcome === 'cambios_solicitados' && decidable && (
              <p className="mt-2 text-sm text-slate-600">
                Tu asesor emitirá una nueva versión. Mientras tanto no la cobraremos automáticamente; si prefieres esta versión, puedes
                aceptarla o pagarla, y si ya no la necesitas, rechazarla.
              </p>
            )}
          </div>
        )}
        {decidable && (
          <div className={decision ? 'mt-4 border-t border-slate-100 pt-4' : undefined}>
            {decision ? (
              <h3 className="text-base font-semibold text-slate-900">¿Ya decidiste sobre esta versión?</h3>
            ) : (
              <>
                <h2 id={headingId} className="text-base font-semibold text-slate-900">
                  Responder a la cotización
                </h2>
                <p className="mt-1 text-sm text-slate-600">Dinos si la aceptas, si la rechazas o qué cambios necesitas.</p>
              </>
            )}
            <div className="mt-4 flex flex-col gap-2">
              {ANSWER_ORDER.filter((answer) => answers.includes(answer)).map((answer) => (
                <Button key={answer} variant="secondary" onHoverStart={preloadDialog} onPress={() => open(answer)}>
                  {ANSWER_LABELS[answer]}
                </Button>
              ))}
            </div>
          </div>
        )}
        <OnDemand when={wasOpened}>
          <DecideQuotationDialog
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
        </OnDemand>
      </Card>
    </section>
  );
}
