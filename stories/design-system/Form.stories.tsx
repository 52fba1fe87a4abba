import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import * as yup from 'yup';
import {
  DateField,
  FormLayout,
  NumberField,
  SelectField,
  TextareaField,
  TextField,
  type FormColumns,
  type FormGutter,
  type FormLabelSpan,
} from '../../design-system';

/** Values of the sample form shown in these stories. */
interface SampleValues {
  sampleName: string;
  concentration: number | null;
  sampleType: string | null;
  shippingDate: string | null;
  remarks: string;
}

/** Texts of the sample form, so that it can be shown in English and in Chinese. */
interface SampleFormTexts {
  sampleName: string;
  sampleNameHelp: string;
  concentration: string;
  sampleType: string;
  choose: string;
  shippingDate: string;
  remarks: string;
  save: string;
  required: string;
  tooHigh: string;
  badName: string;
}

const ENGLISH: SampleFormTexts = {
  sampleName: 'Sample name',
  sampleNameHelp: 'Letters, digits, - and _; at most 20 characters',
  concentration: 'Concentration (ng/uL)',
  sampleType: 'Sample type',
  choose: 'Please choose',
  shippingDate: 'Shipping date',
  remarks: 'Remarks',
  save: 'Save',
  required: 'This field is required',
  tooHigh: 'At most 1000',
  badName: 'Only letters, digits, - and _',
};

const CHINESE: SampleFormTexts = {
  sampleName: '样品名称',
  sampleNameHelp: '字母、数字、- 和 _，最多 20 个字符',
  concentration: '浓度 (ng/uL)',
  sampleType: '样品类型',
  choose: '请选择',
  shippingDate: '寄送日期',
  remarks: '备注',
  save: '保存',
  required: '此项为必填项',
  tooHigh: '不能超过 1000',
  badName: '只能包含字母、数字、- 和 _',
};

const LONG: SampleFormTexts = {
  ...ENGLISH,
  sampleName: 'Sample name as written on the tube label and in the sample sheet',
  concentration: 'Concentration measured by Qubit before shipping (ng/uL)',
  sampleType: 'Sample type of the submitted material',
  shippingDate: 'Date the parcel leaves your laboratory',
};

const SAMPLE_TYPES = ['DNA', 'RNA', 'Library', 'Tissue', 'Cells', 'Blood'].map((t) => ({
  value: t,
  label: t,
}));

const EMPTY: SampleValues = {
  sampleName: '',
  concentration: null,
  sampleType: null,
  shippingDate: null,
  remarks: '',
};

const FILLED: SampleValues = {
  sampleName: 'S-001',
  concentration: 52.5,
  sampleType: 'DNA',
  shippingDate: '2024-03-18',
  remarks: 'Keep on dry ice.',
};

function schemaOf(texts: SampleFormTexts) {
  return yup.object({
    sampleName: yup
      .string()
      .required(texts.required)
      .matches(/^[A-Za-z0-9][A-Za-z0-9_-]{0,19}$/, texts.badName),
    concentration: yup.number().nullable().required(texts.required).max(1000, texts.tooHigh),
    sampleType: yup.string().nullable().required(texts.required),
    shippingDate: yup.string().nullable(),
    remarks: yup.string(),
  });
}

/** Props of the sample form these stories render. */
interface SampleFormProps {
  /** Parts of 24 each label takes. */
  labelSpan?: FormLabelSpan;
  /** Field columns. */
  columns?: FormColumns;
  /** Space between columns. */
  gutter?: FormGutter;
  /** Renders the fields without a layout: labels above the inputs. */
  withoutLayout?: boolean;
  /** Disables every field. */
  disabled?: boolean;
  /** Texts of the form. */
  texts?: SampleFormTexts;
  /** Values the form starts with. */
  initialValues?: SampleValues;
  /** Errors shown from the start. */
  initialErrors?: FormikErrors<SampleValues>;
  /** Fields counted as touched from the start. */
  initialTouched?: FormikTouched<SampleValues>;
  /** Called with the values when the form is valid and saved. */
  onSubmit?: (values: SampleValues) => void;
}

/** A sample-information form built from the design-system fields. */
function SampleForm({
  labelSpan = 6,
  columns = 2,
  gutter = 12,
  withoutLayout = false,
  disabled = false,
  texts = ENGLISH,
  initialValues = EMPTY,
  initialErrors,
  initialTouched,
  onSubmit = () => undefined,
}: SampleFormProps) {
  const fields = (
    <>
      <TextField
        name="sampleName"
        label={texts.sampleName}
        helperText={texts.sampleNameHelp}
        required
        disabled={disabled}
      />
      <NumberField
        name="concentration"
        label={texts.concentration}
        required
        min={0}
        step={0.01}
        disabled={disabled}
      />
      <SelectField
        name="sampleType"
        label={texts.sampleType}
        placeholder={texts.choose}
        options={SAMPLE_TYPES}
        required
        disabled={disabled}
      />
      <DateField name="shippingDate" label={texts.shippingDate} disabled={disabled} />
      <TextareaField name="remarks" label={texts.remarks} fullWidth disabled={disabled} />
    </>
  );
  return (
    <Formik<SampleValues>
      initialValues={initialValues}
      initialErrors={initialErrors}
      initialTouched={initialTouched}
      validationSchema={schemaOf(texts)}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <Stack gap="4" maxWidth="960px">
          {withoutLayout ? (
            <Stack gap="4">{fields}</Stack>
          ) : (
            <FormLayout labelSpan={labelSpan} columns={columns} gutter={gutter}>
              {fields}
            </FormLayout>
          )}
          <div>
            <Button type="submit" colorPalette="blue" disabled={disabled}>
              {texts.save}
            </Button>
          </div>
        </Stack>
      </Form>
    </Formik>
  );
}

const meta = {
  title: 'Design System/Form',
  component: SampleForm,
  subcomponents: { FormLayout, TextField, NumberField, SelectField, DateField, TextareaField },
  args: { labelSpan: 6, columns: 2, gutter: 12 },
} satisfies Meta<typeof SampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Labels take 3 of 24 parts, one column. */
export const LabelSpan3: Story = { args: { labelSpan: 3, columns: 1 } };
/** Labels take 6 of 24 parts (the default), two columns. */
export const LabelSpan6: Story = { args: { labelSpan: 6 } };
/** Labels take 9 of 24 parts, two columns. */
export const LabelSpan9: Story = { args: { labelSpan: 9 } };
/** Labels take 10 of 24 parts, two columns. */
export const LabelSpan10: Story = { args: { labelSpan: 10 } };
/** Three columns 12 px apart. */
export const Gutter12: Story = { args: { columns: 3, gutter: 12, labelSpan: 9 } };
/** Three columns 48 px apart. */
export const Gutter48: Story = { args: { columns: 3, gutter: 48, labelSpan: 9 } };
/** Labels above the inputs when the fields are used without a layout. */
export const LabelsOnTop: Story = { args: { withoutLayout: true } };
/** Filled in. */
export const Filled: Story = { args: { initialValues: FILLED } };
/** Errors of touched fields are shown under them. */
export const ErrorsShown: Story = {
  args: {
    initialValues: { ...EMPTY, sampleName: 'bad name!', concentration: 1500 },
    initialErrors: {
      sampleName: ENGLISH.badName,
      concentration: ENGLISH.tooHigh,
      sampleType: ENGLISH.required,
    },
    initialTouched: { sampleName: true, concentration: true, sampleType: true },
  },
};
/** Every field disabled. */
export const Disabled: Story = { args: { initialValues: FILLED, disabled: true } };
/** Long labels wrap beside their inputs. */
export const LongLabels: Story = { args: { texts: LONG, labelSpan: 9 } };
/** Chinese labels and messages. */
export const Chinese: Story = {
  args: {
    texts: CHINESE,
    initialValues: { ...EMPTY, sampleName: '样品 1' },
    initialErrors: { sampleName: CHINESE.badName, sampleType: CHINESE.required },
    initialTouched: { sampleName: true, sampleType: true },
  },
};
