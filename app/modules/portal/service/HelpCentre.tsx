import { Badge, Box, Button, Flex, Input, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { apiPathOf } from '../../../../domain/engine/address';
import knowledgeCategory from '../../../../domain/resources/hfaq/knowledge-category';
import knowledgeContent from '../../../../domain/resources/hfaq/knowledge-content';
import { useRead, useReadAgain } from '../../../engine/useRead';
import { useI18n } from '../../../i18n';
import type { Page } from '../../../services/types';
import { Empty, LoadState } from '../views/parts';

/** A category of the help centre, with those under it. */
interface Category {
  categoryId: number;
  categoryName: string;
  description: string | null;
  children?: Category[];
}

/** An article of the help centre. */
interface Article {
  contentId: number;
  title: string;
  content: string;
  categoryId: number;
  categoryName: string;
  status: 'DRAFT' | 'PUBLISHED';
}

const CATEGORIES_API = `${apiPathOf(knowledgeCategory)}/tree`;
const ARTICLES_API = apiPathOf(knowledgeContent);

/** Every category with those under it, in the order staff gave them. */
function flatten(
  categories: readonly Category[],
  depth = 0,
): { category: Category; depth: number }[] {
  return categories.flatMap((category) => [
    { category, depth },
    ...flatten(category.children ?? [], depth + 1),
  ]);
}

/**
 * The help centre's articles: the categories as a menu, a search over titles, texts and
 * keywords, and the chosen article. Customers see the published articles of enabled
 * categories; staff see every article, drafts marked, as customers will once published.
 */
export function HelpCentre() {
  const { t } = useI18n();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const categories = useRead(CATEGORIES_API, {}, { fresh: true });
  const readCategories = useReadAgain(CATEGORIES_API);
  const query = {
    page: 0,
    size: 100,
    sort: 'orderSeq,asc',
    categoryId: categoryId ?? undefined,
    keyword: keyword || undefined,
  };
  const articles = useRead(ARTICLES_API, query, { fresh: true });
  const readArticles = useReadAgain(ARTICLES_API, query);
  const tree = categories?.data as Category[] | undefined;
  const list = (articles?.data as Page<Article> | undefined)?.content;
  const open = list?.find((article) => article.contentId === openId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
    setOpenId(null);
  };
  const choose = (id: number | null) => {
    setCategoryId(id);
    setOpenId(null);
  };

  return (
    <SimpleGrid columns={{ base: 1, md: 4 }} gap="4" alignItems="start">
      <Box
        as="nav"
        aria-label={t('portal.service.help.categories')}
        bg="bg"
        borderWidth="1px"
        borderRadius="l3"
        padding="3"
      >
        <Text fontWeight="semibold" marginBottom="2">
          {t('portal.service.help.categories')}
        </Text>
        {!tree ? (
          <LoadState
            status={categories?.status === 'failed' ? 'failed' : 'loading'}
            onRetry={readCategories}
          />
        ) : (
          <Stack as="ul" listStyleType="none" gap="0">
            {[{ category: null, depth: 0 }, ...flatten(tree)].map(({ category, depth }) => {
              const id = category?.categoryId ?? null;
              return (
                <li key={id ?? 'all'}>
                  <chakra.button
                    type="button"
                    width="full"
                    textAlign="start"
                    paddingY="1"
                    paddingInlineStart={`${8 + depth * 16}px`}
                    borderRadius="l2"
                    fontSize="sm"
                    aria-current={categoryId === id ? 'true' : undefined}
                    bg={categoryId === id ? 'blue.50' : undefined}
                    color={categoryId === id ? 'blue.700' : undefined}
                    onClick={() => choose(id)}
                  >
                    {category?.categoryName ?? t('portal.service.help.allArticles')}
                  </chakra.button>
                </li>
              );
            })}
          </Stack>
        )}
      </Box>
      <Stack gridColumn={{ md: 'span 3' }} gap="3">
        <Flex as="form" role="search" gap="2" onSubmit={search}>
          <Input
            aria-label={t('portal.service.help.search')}
            placeholder={t('portal.service.help.search')}
            value={typed}
            maxLength={100}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" colorPalette="blue">
            {t('portal.service.help.searchButton')}
          </Button>
        </Flex>
        {open ? (
          <Box
            as="article"
            aria-labelledby="help-article"
            bg="bg"
            borderWidth="1px"
            borderRadius="l3"
            padding="4"
          >
            <Button
              variant="plain"
              size="sm"
              colorPalette="blue"
              paddingX="0"
              onClick={() => setOpenId(null)}
            >
              {t('portal.service.help.back')}
            </Button>
            <Flex align="center" gap="2" marginY="2">
              <chakra.h2 id="help-article" fontSize="lg" fontWeight="semibold">
                {open.title}
              </chakra.h2>
              {open.status === 'DRAFT' ? <Badge>{t('portal.service.help.draft')}</Badge> : null}
            </Flex>
            <Text color="fg.muted" fontSize="sm" marginBottom="3">
              {open.categoryName}
            </Text>
            <Text whiteSpace="pre-wrap">{open.content}</Text>
          </Box>
        ) : !list ? (
          <LoadState
            status={articles?.status === 'failed' ? 'failed' : 'loading'}
            onRetry={readArticles}
          />
        ) : list.length === 0 ? (
          <Empty>{t('portal.service.help.empty')}</Empty>
        ) : (
          <Stack
            as="ul"
            aria-label={t('portal.service.help.articles')}
            listStyleType="none"
            gap="2"
          >
            {list.map((article) => (
              <Box
                as="li"
                key={article.contentId}
                bg="bg"
                borderWidth="1px"
                borderRadius="l3"
                padding="3"
              >
                <Flex align="center" gap="2">
                  <chakra.button
                    type="button"
                    textAlign="start"
                    fontWeight="medium"
                    color="blue.700"
                    onClick={() => setOpenId(article.contentId)}
                  >
                    {article.title}
                  </chakra.button>
                  {article.status === 'DRAFT' ? (
                    <Badge>{t('portal.service.help.draft')}</Badge>
                  ) : null}
                </Flex>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {article.content}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </SimpleGrid>
  );
}
