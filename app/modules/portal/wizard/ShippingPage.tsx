import { Button, chakra, Flex, Text } from '@chakra-ui/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { number, object, string } from 'yup';
import {
  DateField,
  FormLayout,
  NumberField,
  SelectField,
  TextField,
} from '../../../../design-system';
import { useI18n } from '../../../i18n';
import { StaticText } from '../../../layouts/StaticText';
import type { Translate } from '../../../i18n';
import type { Product, Shipping } from '../../../services/portal';
import { selectSubmission, shippingChanged } from '../../../store/submission';
import {
  BOX_COUNT,
  SHIPPING_DATE,
  SHIPPING_TEXT_MAX,
  STORAGE_OPTIONS,
} from '../../../../domain/portal/shipping';
import { previewPath, sheetPath } from './steps';
import { WizardFrame } from './WizardFrame';

/** The shipping form's values (every field may be empty while the user types). */
export interface ShippingValues {
  courier: string | null;
  trackingNo: string | null;
  shippingDate: string | null;
  boxCount: number | null;
  storage: Shipping['storage'];
  senderContact: string | null;
}

const TEXT_MAX = SHIPPING_TEXT_MAX;
const DATE = SHIPPING_DATE;

/** The shipping form's rules, with messages in the user's language. */
export function shippingSchema(t: Translate) {
  const label = (field: keyof ShippingValues) => t(`portal.wizard.shipping.${field}`);
  const text = (field: keyof typeof TEXT_MAX) =>
    string()
      .nullable()
      .trim()
      .required(t('portal.wizard.shipping.required', { field: label(field) }))
      .max(
        TEXT_MAX[field],
        t('portal.wizard.shipping.tooLong', { field: label(field), max: TEXT_MAX[field] }),
      );
  return object({
    courier: text('courier'),
    trackingNo: text('trackingNo').matches(/^[A-Za-z0-9-]*$/, t('portal.wizard.shipping.tracking')),
    shippingDate: string()
      .nullable()
      .required(t('portal.wizard.shipping.required', { field: label('shippingDate') }))
      .matches(DATE, t('portal.wizard.shipping.required', { field: label('shippingDate') })),
    boxCount: number()
      .nullable()
      .required(t('portal.wizard.shipping.required', { field: label('boxCount') }))
      .integer(t('portal.wizard.shipping.boxCountRange', BOX_COUNT))
      .min(BOX_COUNT.min, t('portal.wizard.shipping.boxCountRange', BOX_COUNT))
      .max(BOX_COUNT.max, t('portal.wizard.shipping.boxCountRange', BOX_COUNT)),
    storage: string()
      .nullable()
      .required(t('portal.wizard.shipping.required', { field: label('storage') }))
      .oneOf([...STORAGE_OPTIONS]),
    senderContact: text('senderContact'),
  });
}

/**
 * The values as the draft saves them: what the server would refuse (too long, not a whole
 * number of boxes, a half-typed date) is left out of the draft, and stays in the form.
 */
export function draftShipping(values: ShippingValues): Shipping {
  const text = (field: keyof typeof TEXT_MAX) => {
    const value = values[field]?.trim() ?? '';
    return value === '' || value.length > TEXT_MAX[field] ? null : value;
  };
  const boxes = values.boxCount;
  return {
    courier: text('courier'),
    trackingNo: text('trackingNo'),
    shippingDate:
      values.shippingDate && DATE.test(values.shippingDate) ? values.shippingDate : null,
    boxCount:
      boxes !== null && Number.isInteger(boxes) && boxes >= BOX_COUNT.min && boxes <= BOX_COUNT.max
        ? boxes
        : null,
    storage: values.storage ?? null,
    senderContact: text('senderContact'),
  };
}

function SaveWithDraft() {
  const dispatch = useDispatch();
  const { values } = useFormikContext<ShippingValues>();
  const current = useSelector(selectSubmission).shipping;
  useEffect(() => {
    const next = draftShipping(values);
    if (JSON.stringify(next) !== JSON.stringify(draftShipping(toValues(current)))) {
      dispatch(shippingChanged(next));
    }
  }, [values, current, dispatch]);
  return null;
}

function toValues(shipping: Shipping | null): ShippingValues {
  return {
    courier: shipping?.courier ?? null,
    trackingNo: shipping?.trackingNo ?? null,
    shippingDate: shipping?.shippingDate ?? null,
    boxCount: shipping?.boxCount ?? null,
    storage: shipping?.storage ?? null,
    senderContact: shipping?.senderContact ?? null,
  };
}

function ShippingForm({ product, batchId }: { product: Product; batchId: number }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { shipping } = useSelector(selectSubmission);
  // The form starts from the draft once (it is keyed by batch and merge); later edits flow
  // from the form to the draft.
  const [initialValues] = useState(() => toValues(shipping));
  const schema = useMemo(() => shippingSchema(t), [t]);
  const storageOptions = STORAGE_OPTIONS.map((value) => ({
    value,
    label: t(`portal.wizard.shipping.storageOptions.${value}`),
  }));
  return (
    <Formik<ShippingValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={() => navigate(previewPath(batchId))}
    >
      {({ handleSubmit, submitCount, isValid }) => (
        <chakra.form
          noValidate
          onSubmit={handleSubmit}
          maxW="4xl"
          display="flex"
          flexDirection="column"
          gap="4"
        >
          <SaveWithDraft />
          <StaticText textCode="PORTAL.HELP.SHIPPING" />
          <FormLayout columns={2}>
            <TextField name="courier" label={t('portal.wizard.shipping.courier')} required />
            <TextField name="trackingNo" label={t('portal.wizard.shipping.trackingNo')} required />
            <DateField
              name="shippingDate"
              label={t('portal.wizard.shipping.shippingDate')}
              required
            />
            <NumberField
              name="boxCount"
              label={t('portal.wizard.shipping.boxCount')}
              min={BOX_COUNT.min}
              max={BOX_COUNT.max}
              required
            />
            <SelectField
              name="storage"
              label={t('portal.wizard.shipping.storage')}
              options={storageOptions}
              placeholder={t('portal.wizard.shipping.choose')}
              required
            />
            <TextField
              name="senderContact"
              label={t('portal.wizard.shipping.senderContact')}
              required
            />
          </FormLayout>
          {submitCount > 0 && !isValid ? (
            <Text role="alert" color="red.600">
              {t('portal.wizard.shipping.fix')}
            </Text>
          ) : null}
          <Flex justify="space-between">
            <Button variant="outline" onClick={() => navigate(sheetPath(product.kind, batchId))}>
              {t('portal.wizard.back')}
            </Button>
            <Button type="submit" colorPalette="blue">
              {t('portal.wizard.next')}
            </Button>
          </Flex>
        </chakra.form>
      )}
    </Formik>
  );
}

/** `step2/shipping-info`: how the samples travel, checked in the user's language. */
export function ShippingPage() {
  const { t } = useI18n();
  // A merge with a version saved elsewhere changes the draft under the form: it starts again.
  const { mergeRevision } = useSelector(selectSubmission);
  return (
    <WizardFrame step="shipping" title={t('portal.wizard.shipping.title')}>
      {({ batch, product }) => (
        <ShippingForm
          key={`${batch.batchId}-${mergeRevision}`}
          product={product}
          batchId={batch.batchId}
        />
      )}
    </WizardFrame>
  );
}
