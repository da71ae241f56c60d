/**
 * The product editor asks only the material facts of the piece's kind (material-facts.ts) and sends only those; an
 * empty form's first problem is focused, in the page's order, with its error beside it and named by the field.
 */
import type { AdminProductCreate } from '@lumen/contract/admin-catalogue';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWithApp } from '../../../test/render';
import { EMPTY_PRODUCT_VALUES } from '../catalogue-form';
import { ProductForm } from '../product-form';

afterEach(() => vi.unstubAllGlobals());

const STONE_LABELS = ['Shape', 'Carat weight', 'Depth', 'Cut grade', 'Clarity'];

function renderForm(onSave = vi.fn(async (_body: AdminProductCreate) => {})) {
  stubApi({});
  renderWithApp(
    <ProductForm
      values={EMPTY_PRODUCT_VALUES}
      faqKeys={[]}
      stoneKeys={[]}
      saving={false}
      saveLabel="Create draft"
      onSave={onSave}
    />,
  );
  return onSave;
}

describe('the product form', () => {
  it('asks a diamond ring for all ten facts, a chain or a watch for no stone fact', async () => {
    const user = userEvent.setup();
    renderForm();
    for (const label of STONE_LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Chains');
    for (const label of STONE_LABELS) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Material')).toBeInTheDocument();
    expect(screen.getByLabelText('Polish')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Watches');
    expect(screen.queryByLabelText('Polish')).not.toBeInTheDocument();
  });

  it('creates a chain with only its own facts', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'Chains');
    await user.type(screen.getByLabelText('Name'), 'Rope Chain');
    await user.type(screen.getByLabelText('Price (USD)'), '300');
    await user.type(screen.getByLabelText('Original price (USD)'), '300');
    await user.type(screen.getByLabelText('Description'), 'A plain gold rope chain.');
    const facts = {
      'Stock number': 'C-1',
      Certification: 'BIS',
      Material: '22k Gold',
      Measurements: '2 mm',
      Polish: 'High',
    };
    for (const [label, value] of Object.entries(facts)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(onSave.mock.calls[0]?.[0].material_details).toEqual({
      stock_number: 'C-1',
      certification: 'BIS',
      material: '22k Gold',
      measurements: '2 mm',
      polish: 'High',
    });
  });

  it('focuses the first field with a problem, its error named by it', async () => {
    const user = userEvent.setup();
    const onSave = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create draft' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Required.');
    expect(screen.getByLabelText('Cut grade')).toHaveAccessibleDescription('Required.');
    expect(onSave).not.toHaveBeenCalled();
  });
});
