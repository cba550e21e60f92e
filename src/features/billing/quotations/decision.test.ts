// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isolate } from '@/lib/server-text';
import { decisionBody, decisionSentence, DECLINE_REASONS } from './decision';
import responseSchemas from '@/lib/api/response-schemas.json';

const BY = { name: 'María José Hernández Ñúñez' };
const AT = '2026-11-26T10:42:00-06:00';

describe('a quotation decision', () => {
  it('reads as one sentence per outcome', () => {
    expect(decisionSentence({ outcome: 'aceptada', reason: null, comment: null, decidedAt: AT, decidedBy: BY })).toBe(
      'Aceptaste esta cotización el 26 nov 2026, 10:42.',
    );
    expect(decisionSentence({ outcome: 'rechazada', reason: 'precio', comment: 'Muy caro', decidedAt: AT, decidedBy: BY })).toBe(
      `Rechazada: Precio — «${isolate('Muy caro')}»`,
    );
    expect(decisionSentence({ outcome: 'rechazada', reason: 'otro_proveedor', comment: null, decidedAt: AT, decidedBy: BY })).toBe(
      'Rechazada: Elegí otro proveedor',
    );
    expect(decisionSentence({ outcome: 'cambios_solicitados', reason: null, comment: 'En sábado', decidedAt: AT, decidedBy: BY })).toBe(
      `Pediste cambios: «${isolate('En sábado')}»`,
    );
  });

  it('offers every reason of the contract, each with a Spanish label', () => {
    const schema = responseSchemas['GET /quotations/{quotationId}'] as unknown as {
      properties: { decision: { anyOf: { properties?: { reason: { anyOf: { enum?: string[] }[] } } }[] } };
    };
    const reasons = schema.properties.decision.anyOf.flatMap(
      (branch) => branch.properties?.reason.anyOf.flatMap((r) => r.enum ?? []) ?? [],
    );
    expect(DECLINE_REASONS.map((r) => r.id).sort()).toEqual([...reasons].sort());
  });

  it('sends only what the outcome takes, the comment trimmed', () => {
    expect(decisionBody('aceptada', 'precio', 'x')).toEqual({ outcome: 'aceptada' });
    expect(decisionBody('rechazada', 'alcance', '  ')).toEqual({ outcome: 'rechazada', reason: 'alcance' });
    expect(decisionBody('rechazada', 'alcance', ' Falta el plafón ')).toEqual({
      outcome: 'rechazada',
      reason: 'alcance',
      comment: 'Falta el plafón',
    });
    expect(decisionBody('cambios_solicitados', null, ' En sábado ')).toEqual({ outcome: 'cambios_solicitados', comment: 'En sábado' });
  });
});
