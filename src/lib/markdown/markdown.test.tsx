import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fillPlaceholders, Markdown, parseBlocks, parseFrontMatter } from './markdown';

const renderMarkdown = (body: string) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Markdown body={body} /> }], { initialEntries: ['/'] })} />);

describe('parseFrontMatter', () => {
  it('splits the key: value lines off the body', () => {
    expect(parseFrontMatter('---\nejemplo: true\nactualizado: 2026-11-27\n---\n# Aviso\r\n')).toEqual({
      frontMatter: { ejemplo: 'true', actualizado: '2026-11-27' },
      body: '# Aviso\n',
    });
  });

  it('without it, the whole text is the body', () => {
    expect(parseFrontMatter('# Aviso\n---\n')).toEqual({ frontMatter: {}, body: '# Aviso\n---\n' });
  });
});

describe('fillPlaceholders', () => {
  it('replaces known names and leaves unknown ones visible', () => {
    expect(fillPlaceholders('{{razonSocial}}, {{ domicilio }} y {{otro}}', { razonSocial: 'ACME', domicilio: 'Centro' })).toBe(
      'ACME, Centro y {{otro}}',
    );
  });

  it("reads only the identity's own names: what every object inherits stays as written", () => {
    const values = { razonSocial: 'ACME' };
    expect(fillPlaceholders('{{constructor}} {{__proto__}} {{toString}} {{hasOwnProperty}} {{razonSocial}}', values)).toBe(
      '{{constructor}} {{__proto__}} {{toString}} {{hasOwnProperty}} ACME',
    );
  });
});

describe('parseBlocks', () => {
  it('headings, paragraphs joined across lines, lists of both kinds and rules', () => {
    expect(parseBlocks('# Título\n\nUna línea\ny otra.\n\n- uno\n- dos\n  sigue\n\n1. primero\n2. segundo\n\n---\n## Fin ##')).toEqual([
      { kind: 'heading', level: 1, text: 'Título' },
      { kind: 'paragraph', text: 'Una línea y otra.' },
      { kind: 'list', ordered: false, items: ['uno', 'dos sigue'] },
      { kind: 'list', ordered: true, items: ['primero', 'segundo'] },
      { kind: 'rule' },
      { kind: 'heading', level: 2, text: 'Fin' },
    ]);
  });
});

describe('Markdown', () => {
  it('renders headings, lists, bold, italic and links as elements', () => {
    renderMarkdown(
      '# Aviso\n\n## Derechos ARCO\n\nEscribe a **[privacidad](mailto:privacidad@cotiza.example)** o usa *el formulario* en [tu cuenta](/app/privacidad).\n\n- _Acceso_\n- Rectificación',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aviso' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Derechos ARCO' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacidad' })).toHaveAttribute('href', 'mailto:privacidad@cotiza.example');
    expect(screen.getByRole('link', { name: 'privacidad' }).closest('strong')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'tu cuenta' })).toHaveAttribute('href', '/app/privacidad');
    expect(screen.getByText('el formulario').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Acceso', 'Rectificación']);
  });

  it('external links open apart, without the opener', () => {
    renderMarkdown('[Concilianet](https://concilianet.profeco.gob.mx)');
    expect(screen.getByRole('link', { name: 'Concilianet' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows HTML in the Markdown as text, never as markup', () => {
    const { container } = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(2)"> **<b>hola</b>**');
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(2)">');
    expect(screen.getByText('<b>hola</b>').tagName).toBe('STRONG');
  });

  it('a link to an unsafe address is shown as its text alone', () => {
    const { container } = renderMarkdown('[haz clic](javascript:alert`1`) y [datos](data:text/html,x)');
    expect(container.querySelector('a')).toBeNull();
    expect(container).toHaveTextContent('haz clic y datos');
  });

  it('a path that browsers read as another site is shown as its text alone', () => {
    const { container } = renderMarkdown(
      '[a](/\\evil.example/x) [b](//evil.example/x) [c](/%5Cevil.example) [d](https://cotiza.mx@evil.example)',
    );
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/%5Cevil.example']);
    expect(container).toHaveTextContent('a b c d');
  });
});
