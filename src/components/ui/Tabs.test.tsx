import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Sections() {
  const [selected, setSelected] = useState('empresa');
  return (
    <Tabs selectedKey={selected} onSelectionChange={setSelected}>
      <TabList aria-label="Secciones de Mi perfil">
        <Tab id="empresa">Empresa</Tab>
        <Tab id="contacto">Contacto</Tab>
        <Tab id="seguridad">Seguridad</Tab>
      </TabList>
      <TabPanel id="empresa">
        <label>
          Razón social <input />
        </label>
      </TabPanel>
      <TabPanel id="contacto">
        <label>
          Teléfono <input />
        </label>
      </TabPanel>
      <TabPanel id="seguridad">
        <button type="button">Cambiar contraseña</button>
      </TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('names each panel by its tab and shows only the selected one', () => {
    render(<Sections />);
    const tab = screen.getByRole('tab', { name: 'Empresa' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Empresa' });
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'false');
  });

  it('puts only the selected tab in the Tab order, then the panel’s fields', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveFocus();
  });

  it('moves and selects with the arrows (round), Home and End', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contacto' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Contacto' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Seguridad' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed in a panel while another one shows', async () => {
    const user = userEvent.setup();
    render(<Sections />);
    await user.type(screen.getByRole('textbox', { name: 'Razón social' }), 'Constructora del Bajío');
    await user.click(screen.getByRole('tab', { name: 'Seguridad' }));
    expect(screen.queryByRole('textbox', { name: 'Razón social' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Empresa' }));
    expect(screen.getByRole('textbox', { name: 'Razón social' })).toHaveValue('Constructora del Bajío');
  });
});
