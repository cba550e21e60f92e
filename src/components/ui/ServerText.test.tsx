import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '@/lib/server-text';
import { FolioText } from './Folio';
import { WithServerText } from './ServerText';

describe('server text in markup', () => {
  it('WithServerText shows each isolated piece in a <bdi>, and no mark is left in the text', () => {
    const { container } = render(
      <p>
        <WithServerText text={`Receptor: ${isolate('ACME\u202E SA de CV')} · ${isolate('CBA090615K22')}`} />
      </p>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(['ACME\u202E SA de CV', 'CBA090615K22']);
    expect(container.textContent).toBe('Receptor: ACME\u202E SA de CV · CBA090615K22');
  });

  it('FolioText isolates the whole description and keeps each folio in one box', () => {
    const { container } = render(<FolioText text="Cotización COT-2026-0147 · Licencias" />);
    const bdi = container.querySelector('bdi');
    expect(bdi).toHaveTextContent('Cotización COT-2026-0147 · Licencias');
    expect(bdi?.querySelector('.unbroken')).toHaveTextContent(/^COT-2026-0147$/);
  });
});
