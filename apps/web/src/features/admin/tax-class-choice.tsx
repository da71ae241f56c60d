/**
 * The product editor's tax class: the owner's classes (HSN code and GST rate), or the standard 18 % while none is set.
 * It shows once the classes have loaded, so the piece's own class is chosen the moment it appears; without them (a
 * role that cannot read them) the piece keeps its class.
 */
import { GST_PERCENT } from '@lumen/contract/constants';
import { ratePercentWords } from '@lumen/contract/tax';
import { useTaxClasses } from './api/tax-classes';
import { Choice } from './components/form-choice';

export function TaxClassChoice() {
  const { data } = useTaxClasses();
  if (!data) return null;
  const options: [string, string][] = [
    ['', `Standard ${ratePercentWords(GST_PERCENT)} (no class set)`],
    ...data.classes.map(
      (taxClass) =>
        [
          String(taxClass.id),
          `${taxClass.name} · HSN ${taxClass.hsn} · ${ratePercentWords(taxClass.rate_percent)}`,
        ] as [string, string],
    ),
  ];
  return <Choice name="tax_class_id" label="Tax class (HSN, GST)" options={options} />;
}
