/**
 * Optional GST Details (spec §2): a business customer asks for them on the tax invoice. Ticking the box shows the
 * name and GST number, checked with the contract's schema (its GSTIN check, messages included; checkout-details.ts).
 */
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form/field';
import { loadDetailsSchemas } from '../checkout-details';

type GstDetailsProps = {
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
};

/** Fields of the surrounding checkout `Form`. */
export function GstDetails({ wanted, onWantedChange }: GstDetailsProps) {
  return (
    <Card
      title={
        <>
          GST Details <span className="lj-card__aside">(optional)</span>
        </>
      }
      titleId="gst-title"
    >
      <label className="gst-toggle">
        <input
          type="checkbox"
          checked={wanted}
          onChange={(event) => {
            onWantedChange(event.target.checked);
            void loadDetailsSchemas();
          }}
        />
        Add my GST details to the tax invoice
      </label>
      {wanted ? (
        <div className="gst-fields">
          <FormField name="name" label="Name">
            {(input) => <input {...input} autoComplete="organization" placeholder="Registered business name" />}
          </FormField>
          <FormField name="gst_number" label="GST Number">
            {(input) => (
              <input
                {...input}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={15}
                placeholder="e.g. 27AAPFU0939F1ZV"
              />
            )}
          </FormField>
        </div>
      ) : null}
    </Card>
  );
}
