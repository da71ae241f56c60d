/**
 * The buyer's PAN, asked for an order above ₹2,00,000 or its equivalent (contract pan.ts): Indian law asks for it on a
 * jewellery purchase this large. It is kept encrypted and shown masked on the order and the invoice.
 */
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form/field';

/** A field of the surrounding checkout `Form`. */
export function PanDetails({ line }: { line: string }) {
  return (
    <Card title="PAN" titleId="pan-title">
      <p className="pan-note">
        Orders above {line} need the buyer’s PAN (Permanent Account Number), as Indian law asks for jewellery. We keep
        it encrypted and show only its last four characters.
      </p>
      <FormField name="pan" label="PAN">
        {(input) => (
          <input
            {...input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            placeholder="e.g. ABCPE1234F"
          />
        )}
      </FormField>
    </Card>
  );
}
