// Every place a notification kind the contract gains must be written, each shown failing `tsc -b`
// for a kind it might gain tomorrow ('newsletter'): the kinds' table and the tolerant reading of
// answers in shared code (which may not import the feature). Everything else — the screen, the body
// sent, the development API's preferences and outbox — reads the table and needs nothing.
import { CHOOSABLE_NOTIFICATION_KINDS, type FilledNotificationKind } from '@/lib/api/answers';
import {
  CHOOSABLE_KINDS,
  NOTIFICATION_KIND_LIST,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationKindRow,
} from './notification-kinds';

type Widened = NotificationKind | 'newsletter';

describe('a notification kind added to the contract', () => {
  it('needs its row in the kinds table', () => {
    // @ts-expect-error -- the table has no 'newsletter' row.
    const table: Record<Widened, NotificationKindRow> = NOTIFICATION_KINDS;
    expect(Object.keys(table)).toEqual(NOTIFICATION_KIND_LIST);
  });

  it('needs, when the customer may turn it off, its place in the tolerant reading of answers', () => {
    type Unfilled = Exclude<Exclude<Widened, 'autoChargeNotice'>, FilledNotificationKind>;
    // @ts-expect-error -- the answers' reader does not fill 'newsletter'.
    const filled: [Unfilled] extends [never] ? true : never = true;
    expect(filled).toBe(true);
    expect(CHOOSABLE_NOTIFICATION_KINDS).toEqual(CHOOSABLE_KINDS);
  });

  it('is offered on the screen unless the law asks for it always', () => {
    expect(CHOOSABLE_KINDS).toEqual([
      'quotationIssued',
      'dueSoon',
      'referenceExpiring',
      'paymentReceived',
      'cfdiReady',
      'accountantPackage',
    ]);
  });
});
