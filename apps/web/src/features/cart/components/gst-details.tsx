/**
 * Optional GST Details (spec §2): a business customer asks for them on the tax invoice. Ticking the box shows the
 * name and GST number, checked with the contract's schema (its GSTIN check, messages included), loaded on demand.
 */

import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { useContractForm } from '../../../lib/use-contract-form';

const loadGstSchema = () => import('@lumen/contract/orders').then((module) => module.GstDetailsSchema);

/** The GST fields' state, validated with the contract's `GstDetailsSchema`. */
export function useGstForm() {
  return useContractForm({ initial: { name: '', gst_number: '' }, loadSchema: loadGstSchema });
}

type GstForm = ReturnType<typeof useGstForm>;

type GstDetailsProps = {
  wanted: boolean;
  onWantedChange: (wanted: boolean) => void;
  form: GstForm;
};

export function GstDetails({ wanted, onWantedChange, form }: GstDetailsProps) {
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
            form.prepare();
          }}
        />
        Add my GST details to the tax invoice
      </label>
      {wanted ? (
        <div className="gst-fields">
          <FormField {...form.fieldProps('name', 'Name')}>
            <input {...form.inputProps('name')} autoComplete="organization" placeholder="Registered business name" />
          </FormField>
          <FormField {...form.fieldProps('gst_number', 'GST Number')}>
            <input
              {...form.inputProps('gst_number')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              placeholder="e.g. 27AAPFU0939F1ZV"
            />
          </FormField>
        </div>
      ) : null}
    </Card>
  );
}
