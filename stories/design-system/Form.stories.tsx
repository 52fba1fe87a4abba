import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikErrors, type FormikTouched } from 'formik';
import * as yup from 'yup';
import {
  DateField,
  DateTimeField,
  FlagField,
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
  /** Called with the values when the form is valid and saved (the run stories pass it on). */
  onSubmit?: (values: SampleValues | RunValues) => void;
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

/** Values of the sequencing run form: a moment, a flag and source text. */
interface RunValues {
  startedAt: string | null;
  urgent: number | null;
  settings: string | null;
}

/** Texts of the sequencing run form. */
interface RunFormTexts {
  startedAt: string;
  urgent: string;
  urgentHelp: string;
  settings: string;
  settingsHelp: string;
  save: string;
  required: string;
  notYaml: string;
}

const RUN_ENGLISH: RunFormTexts = {
  startedAt: 'Run started at',
  urgent: 'Urgent',
  urgentHelp: 'Sequenced before the other runs of the day',
  settings: 'Run settings (YAML)',
  settingsHelp: 'One setting a line, as name: value',
  save: 'Save',
  required: 'This field is required',
  notYaml: 'Each line must read name: value',
};

const RUN_CHINESE: RunFormTexts = {
  startedAt: '上机时间',
  urgent: '加急',
  urgentHelp: '当天优先于其他批次上机',
  settings: '运行参数（YAML）',
  settingsHelp: '每行一个参数，格式为 名称: 值',
  save: '保存',
  required: '此项为必填项',
  notYaml: '每行须为 名称: 值',
};

const RUN_EMPTY: RunValues = { startedAt: null, urgent: 0, settings: null };

const RUN_FILLED: RunValues = {
  startedAt: '2024-03-18 09:30:15',
  urgent: 1,
  settings: 'platform: NovaSeq X Plus\nreadLength: PE150\nlanes:\n  - 3\n  - 4\n',
};

function runSchemaOf(texts: RunFormTexts) {
  return yup.object({
    startedAt: yup.string().nullable().required(texts.required),
    urgent: yup.number().nullable(),
    settings: yup
      .string()
      .nullable()
      .required(texts.required)
      .test('yaml', texts.notYaml, (value) =>
        (value ?? '').split('\n').every((line) => line.trim() === '' || /:|^\s*- /.test(line)),
      ),
  });
}

/** Props of the sequencing run form. */
interface RunFormProps {
  texts?: RunFormTexts;
  initialValues?: RunValues;
  initialErrors?: FormikErrors<RunValues>;
  initialTouched?: FormikTouched<RunValues>;
  disabled?: boolean;
  readOnly?: boolean;
  onSubmit?: (values: RunValues) => void;
}

/** A sequencing run form: a date and time, a yes/no flag and YAML in a code editor. */
function RunForm({
  texts = RUN_ENGLISH,
  initialValues = RUN_EMPTY,
  initialErrors,
  initialTouched,
  disabled = false,
  readOnly = false,
  onSubmit = () => undefined,
}: RunFormProps) {
  return (
    <Formik<RunValues>
      initialValues={initialValues}
      initialErrors={initialErrors}
      initialTouched={initialTouched}
      validationSchema={runSchemaOf(texts)}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form noValidate>
        <Stack gap="4" maxWidth="960px">
          <FormLayout labelSpan={6} columns={2}>
            <DateTimeField
              name="startedAt"
              label={texts.startedAt}
              required
              disabled={disabled}
              readOnly={readOnly}
            />
            <FlagField
              name="urgent"
              label={texts.urgent}
              helperText={texts.urgentHelp}
              disabled={disabled}
              readOnly={readOnly}
            />
            <TextareaField
              name="settings"
              label={texts.settings}
              helperText={texts.settingsHelp}
              required
              code
              rows={6}
              fullWidth
              disabled={disabled}
              readOnly={readOnly}
            />
          </FormLayout>
          <div>
            <Button type="submit" colorPalette="blue" disabled={disabled || readOnly}>
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
  subcomponents: {
    FormLayout,
    TextField,
    NumberField,
    SelectField,
    DateField,
    TextareaField,
    DateTimeField,
    FlagField,
  },
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

/** A date and time, a flag and YAML code, empty. */
export const RunEmpty: Story = { render: ({ onSubmit }) => <RunForm onSubmit={onSubmit} /> };
/** The same fields filled in: the moment to the second, the flag checked, code kept as typed. */
export const RunFilled: Story = {
  render: ({ onSubmit }) => <RunForm initialValues={RUN_FILLED} onSubmit={onSubmit} />,
};
/** Their errors, once touched. */
export const RunErrors: Story = {
  render: () => (
    <RunForm
      initialValues={{ ...RUN_EMPTY, settings: 'platform NovaSeq' }}
      initialErrors={{ startedAt: RUN_ENGLISH.required, settings: RUN_ENGLISH.notYaml }}
      initialTouched={{ startedAt: true, settings: true }}
    />
  ),
};
/** Read-only: shown, not changed (the flag cannot be toggled). */
export const RunReadOnly: Story = {
  render: () => <RunForm initialValues={RUN_FILLED} readOnly />,
};
/** Disabled. */
export const RunDisabled: Story = {
  render: () => <RunForm initialValues={RUN_FILLED} disabled />,
};
/** In Chinese, with an error. */
export const RunChinese: Story = {
  render: () => (
    <RunForm
      texts={RUN_CHINESE}
      initialValues={{ ...RUN_FILLED, startedAt: null }}
      initialErrors={{ startedAt: RUN_CHINESE.required }}
      initialTouched={{ startedAt: true }}
    />
  ),
};
