// A write whose answer was lost and could not be read back: the form says it does not know, and offers
// «Revisar» (read what the server has) instead of sending again, which could do it twice.
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { AlertTriangleIcon } from '@/components/ui/Icons';
import { sentences } from '@/lib/sentence';
import type { UnknownOutcome } from './use-unknown-outcome';

export interface UnknownOutcomeNoticeProps {
  outcome: Pick<UnknownOutcome<object>, 'unknown' | 'checking'>;
  /** «Revisar»: the form's own read of what the server has. */
  onCheck: () => unknown;
  /** What is not known, in the form's words; the failure's detail follows. */
  words: string;
  'data-testid'?: string;
}

/** Nothing while the outcome is known. */
export function UnknownOutcomeNotice({ outcome: { unknown, checking }, onCheck, words, 'data-testid': testId }: UnknownOutcomeNoticeProps) {
  if (!unknown) return null;
  return (
    <Callout role="alert" tone="warning" icon={AlertTriangleIcon} data-testid={testId}>
      <p>{sentences(words, unknown.detail)}</p>
      <Button variant="secondary" size="sm" className="mt-2" isPending={checking} onPress={() => void onCheck()}>
        Revisar
      </Button>
    </Callout>
  );
}
