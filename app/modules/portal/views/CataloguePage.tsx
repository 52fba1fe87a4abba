import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { FIELD_LABELS, fieldsFor } from '../../../../domain/portal/samples';
import { useI18n } from '../../../i18n';
import type { Product } from '../../../services/portal';
import { productsRequested, selectProducts } from '../../../store/portalViews';
import { productSubmissionPath } from '../paths';
import { Details, Empty, LoadState, PageTitle } from './parts';

/**
 * The product catalogue (`/pub/sample/products`): each product's name, code, kind,
 * description, turnaround, the sample types it accepts and the fields its sample sheet asks
 * for, with a link that starts a submission of it.
 */
export function CataloguePage() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const { items, status } = useSelector(selectProducts);
  useEffect(() => {
    dispatch(productsRequested());
  }, [dispatch]);
  return (
    <Stack gap="4" padding="6">
      <PageTitle title={t('portal.views.catalogue.title')} />
      {status !== 'ready' && items.length === 0 ? (
        <LoadState status={status} onRetry={() => dispatch(productsRequested())} />
      ) : items.length === 0 ? (
        <Empty>{t('portal.views.catalogue.empty')}</Empty>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="stretch">
          {items.map((product) => (
            <ProductCard key={product.productId} product={product} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t, locale } = useI18n();
  const titleId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      bg="bg"
      borderWidth="1px"
      borderRadius="l3"
      padding="4"
    >
      <Stack gap="3" height="full">
        <Heading as="h2" id={titleId} size="md">
          {product.productName}
        </Heading>
        <Text>{product.description}</Text>
        <Details
          items={[
            { label: t('portal.views.catalogue.code'), value: product.productCode },
            {
              label: t('portal.views.catalogue.kind'),
              value: t(`portal.views.catalogue.kinds.${product.kind}`),
            },
            {
              label: t('portal.views.catalogue.turnaround'),
              value: t('portal.views.catalogue.turnaroundDays', { days: product.turnaroundDays }),
            },
            {
              label: t('portal.views.catalogue.sampleTypes'),
              value: (
                <Wrap gap="1">
                  {product.sampleTypes.map((type) => (
                    <Badge key={type} variant="outline">
                      {type}
                    </Badge>
                  ))}
                </Wrap>
              ),
            },
            {
              label: t('portal.views.catalogue.fields'),
              value: fieldsFor(product.kind)
                .map((field) => FIELD_LABELS[field][locale])
                .join(', '),
            },
          ]}
        />
        <Flex marginTop="auto" justify="flex-end">
          <Button asChild colorPalette="blue" size="sm">
            <RouterLink to={productSubmissionPath(product)}>
              {t('portal.views.catalogue.start')}
            </RouterLink>
          </Button>
        </Flex>
      </Stack>
    </Box>
  );
}
