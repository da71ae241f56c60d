/**
 * The 'Product Material Details' tab: the material facts of a piece, with the labels a shopper reads; a fact its kind
 * does not have (a chain's cut grade, stored as "—") is left out.
 */
import type { MaterialDetails as MaterialDetailsData } from '@lumen/contract/catalog';
import { hasMaterialFact } from '@lumen/contract/material-facts';

export const MATERIAL_LABELS: ReadonlyArray<{ key: keyof MaterialDetailsData; label: string }> = [
  { key: 'stock_number', label: 'Stock Number' },
  { key: 'shape', label: 'Shape' },
  { key: 'carat_weight', label: 'Carat Weight' },
  { key: 'certification', label: 'Certification' },
  { key: 'depth', label: 'Depth' },
  { key: 'cut_grade', label: 'Cut Grade' },
  { key: 'material', label: 'Material' },
  { key: 'measurements', label: 'Measurements' },
  { key: 'clarity', label: 'Clarity' },
  { key: 'polish', label: 'Polish' },
];

export function MaterialDetails({ details }: { details: MaterialDetailsData }) {
  return (
    <dl className="material-details">
      {MATERIAL_LABELS.filter(({ key }) => hasMaterialFact(details[key])).map(({ key, label }) => (
        <div key={key} className="material-details__row">
          <dt>{label}</dt>
          <dd>{details[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
