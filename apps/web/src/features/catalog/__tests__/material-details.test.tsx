/** The product page's material details show the facts a piece has and leave out those its kind does not ("—"). */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MaterialDetails } from '../components/material-details';

describe('MaterialDetails', () => {
  it('leaves out the facts a chain does not have', () => {
    render(
      <MaterialDetails
        details={{
          stock_number: 'LJ-C-01',
          shape: '—',
          carat_weight: '—',
          certification: 'BIS hallmark',
          depth: '—',
          cut_grade: '',
          material: '22k Gold',
          measurements: '2 mm',
          clarity: '—',
          polish: 'High',
        }}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Stock Number',
      'Certification',
      'Material',
      'Measurements',
      'Polish',
    ]);
    expect(screen.getByText('22k Gold')).toBeInTheDocument();
    expect(screen.queryByText('—')).not.toBeInTheDocument();
  });
});
