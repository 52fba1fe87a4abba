import {
  Box,
  Button,
  chakra,
  Flex,
  Heading,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { fieldsFor } from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import { StaticText } from '../../../layouts/StaticText';
import {
  draftOpenRequested,
  draftStartRequested,
  selectSubmission,
  wizardCatalogRequested,
} from '../../../store/submission';
import { PortalStatus } from '../common';
import { submissionStartPath } from '../paths';
import { fieldLabel } from './sheet';
import { productStepPath } from './steps';
import { StepIndicator, useBatchIdParam } from './WizardFrame';

/** Props of {@link ProductStep}. */
export interface ProductStepProps {
  /** The mass spectrometry products (`step1ForMs`) instead of sequencing and library ones. */
  ms: boolean;
}

/**
 * Step 1: pick a product (its sample types and sheet columns shown) and optionally a project,
 * then Start creates the draft. Lists the customer's unfinished submissions to continue, and
 * with `?batchId=` resumes that one at its saved step.
 */
export function ProductStep({ ms }: ProductStepProps) {
  const { t, locale } = useI18n();
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const batchId = useBatchIdParam();
  const { products, projects, openDrafts, catalogStatus, batchStatus } =
    useSelector(selectSubmission);
  const [productId, setProductId] = useState<number | null>(
    Number(params.get('productId')) || null,
  );
  const [projectId, setProjectId] = useState<number | null>(null);
  const groupId = useId();

  useEffect(() => {
    dispatch(wizardCatalogRequested());
  }, [dispatch]);
  useEffect(() => {
    if (batchId !== null) dispatch(draftOpenRequested({ batchId, resume: true }));
  }, [batchId, dispatch]);

  const offered = products.filter((product) => (product.kind === 'MS') === ms);
  const chosen = offered.find((product) => product.productId === productId) ?? null;

  if (batchId !== null) {
    return (
      <Box p="6">
        <Text role={batchStatus === 'failed' ? 'alert' : 'status'}>
          {batchStatus === 'failed' ? t('portal.wizard.notFound') : t('portal.wizard.loading')}
        </Text>
      </Box>
    );
  }

  return (
    <Box as="section" p="6" aria-labelledby="wizard-title">
      <Text color="gray.600">{t('portal.wizard.title')}</Text>
      <Heading as="h1" size="lg" id="wizard-title" mb="3">
        {ms ? t('portal.wizard.step1.titleMs') : t('portal.wizard.step1.title')}
      </Heading>
      <StepIndicator current="product" />
      <chakra.a asChild color="blue.600" textDecoration="underline">
        <RouterLink to={productStepPath(ms ? 'DNA' : 'MS')}>
          {ms ? t('portal.wizard.step1.toSequencing') : t('portal.wizard.step1.toMs')}
        </RouterLink>
      </chakra.a>

      <Stack gap="4" mt="4" maxW="4xl">
        <StaticText textCode="PORTAL.HELP.PRODUCTS" />
        <chakra.fieldset>
          <chakra.legend id={groupId} fontWeight="semibold" mb="2">
            {t('portal.wizard.step1.products')}
          </chakra.legend>
          {catalogStatus === 'loading' && offered.length === 0 ? (
            <Text>{t('portal.wizard.loading')}</Text>
          ) : offered.length === 0 ? (
            <Text>{t('portal.wizard.step1.noProducts')}</Text>
          ) : (
            <Stack gap="2">
              {offered.map((product) => (
                <chakra.label
                  key={product.productId}
                  display="flex"
                  gap="3"
                  p="3"
                  borderWidth="1px"
                  borderRadius="md"
                  borderColor={product.productId === productId ? 'blue.600' : 'gray.200'}
                  cursor="pointer"
                >
                  <input
                    type="radio"
                    name="product"
                    value={product.productId}
                    checked={product.productId === productId}
                    onChange={() => setProductId(product.productId)}
                  />
                  <Box>
                    <Text fontWeight="semibold">{product.productName}</Text>
                    <Text fontSize="sm">{product.description}</Text>
                    <Text fontSize="sm">
                      {t('portal.wizard.step1.sampleTypes', {
                        types: product.sampleTypes.join(', '),
                      })}
                    </Text>
                    <Text fontSize="sm">
                      {t('portal.wizard.step1.fields', {
                        fields: fieldsFor(product.kind)
                          .map((field) => fieldLabel(field, locale))
                          .join(', '),
                      })}
                    </Text>
                    <Text fontSize="sm" color="gray.600">
                      {t('portal.wizard.step1.turnaround', { days: product.turnaroundDays })}
                    </Text>
                  </Box>
                </chakra.label>
              ))}
            </Stack>
          )}
        </chakra.fieldset>

        <Box maxW="md">
          <chakra.label htmlFor="wizard-project" fontWeight="semibold" display="block" mb="1">
            {t('portal.wizard.step1.project')}
          </chakra.label>
          <NativeSelect.Root>
            <NativeSelect.Field
              id="wizard-project"
              value={projectId ?? ''}
              onChange={(event) => setProjectId(Number(event.target.value) || null)}
            >
              <option value="">{t('portal.wizard.step1.noProject')}</option>
              {projects.map((project) => (
                <option key={project.projectId} value={project.projectId}>
                  {project.projectCode} — {project.projectName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>

        <Flex gap="3" align="center">
          <Button
            colorPalette="blue"
            disabled={!chosen}
            onClick={() =>
              chosen && dispatch(draftStartRequested({ productId: chosen.productId, projectId }))
            }
          >
            {t('portal.wizard.step1.start')}
          </Button>
          {!chosen ? <Text color="gray.600">{t('portal.wizard.step1.chooseProduct')}</Text> : null}
        </Flex>
      </Stack>

      <Heading as="h2" size="md" mt="8" mb="2">
        {t('portal.wizard.step1.drafts')}
      </Heading>
      {openDrafts.length === 0 ? (
        <Text>{t('portal.wizard.step1.noDrafts')}</Text>
      ) : (
        <Table.Root size="sm" maxW="4xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('portal.wizard.step1.batchCode')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.wizard.step1.product')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.wizard.step1.status')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.wizard.step1.samples')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('portal.wizard.step1.returnReason')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t('engine.actions')}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {openDrafts.map((draft) => (
              <Table.Row key={draft.batchId}>
                <Table.Cell>{draft.batchCode}</Table.Cell>
                <Table.Cell>{draft.productCode}</Table.Cell>
                <Table.Cell>
                  <PortalStatus kind="batch" status={draft.status} />
                </Table.Cell>
                <Table.Cell>{draft.sampleCount}</Table.Cell>
                <Table.Cell>{draft.returnReason ?? ''}</Table.Cell>
                <Table.Cell>
                  <chakra.a asChild color="blue.600" textDecoration="underline">
                    <RouterLink to={submissionStartPath(draft.batchId)}>
                      {t('portal.wizard.step1.continue', { code: draft.batchCode })}
                    </RouterLink>
                  </chakra.a>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
