// A write whose answer was lost and could not be read back: the form says it does not know, and offers
// «Revisar» (read what the server has) instead of sending again, which could do it twice.
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { AlertTriangleIcon } from '@/components/ui/Icons';

export interface UnknownOutcomeNoticeProps {
  /** What is not known, in the form's words, with the failure's detail. */
  text: string;
  isChecking: boolean;
  onCheck: () => void;
  'data-testid'?: string;
}

export function UnknownOutcomeNotice({ text, isChecking, onCheck, 'data-testid': testId }: UnknownOutcomeNoticeProps) {
  return (
    <Callout role="alert" tone="warning" icon={AlertTriangleIcon} data-testid={testId}>
      <p>{text}</p>
      <Button variant="secondary" size="sm" className="mt-2" isPending={isChecking} onPress={onCheck}>
        Revisar
      </Button>
    </Callout>
  );
}
