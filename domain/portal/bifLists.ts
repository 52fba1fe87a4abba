/**
 * The value lists of the bioinformatics form (codes and demo values), apart from its rules so
 * that the value lists' own description loads without them.
 */

/** The value lists of the form's choices. */
export const BIF_LOVS = {
  analysisProduct: 'PORTAL.ANALYSIS_PRODUCT',
  species: 'PORTAL.SPECIES',
  /** Each genome's parent value is its species. */
  referenceGenome: 'PORTAL.REFERENCE_GENOME',
} as const;

/** The analysis products of the demo value list: code, English, Chinese. */
export const ANALYSIS_PRODUCTS: readonly (readonly [string, string, string])[] = [
  ['DNA-VARIANT', 'Variant calling (SNP and InDel)', '变异检测（SNP 与 InDel）'],
  ['DNA-SV', 'Structural variants', '结构变异分析'],
  ['RNA-DEG', 'Differential gene expression', '差异基因表达分析'],
  ['RNA-SPLICE', 'Alternative splicing', '可变剪接分析'],
  ['META-PROFILE', 'Metagenome profiling', '宏基因组分析'],
  ['PROT-DEP', 'Differential proteins', '差异蛋白分析'],
];

/** The reference genomes of the demo value list: assembly, English, Chinese, species (parent). */
export const REFERENCE_GENOMES: readonly (readonly [string, string, string, string])[] = [
  ['GRCh38', 'GRCh38', 'GRCh38', 'Homo sapiens'],
  ['GRCh37', 'GRCh37', 'GRCh37', 'Homo sapiens'],
  ['GRCm39', 'GRCm39', 'GRCm39', 'Mus musculus'],
  ['GRCm38', 'GRCm38', 'GRCm38', 'Mus musculus'],
  ['mRatBN7.2', 'mRatBN7.2', 'mRatBN7.2', 'Rattus norvegicus'],
  ['Mmul_10', 'Mmul_10', 'Mmul_10', 'Macaca mulatta'],
  ['Sscrofa11.1', 'Sscrofa11.1', 'Sscrofa11.1', 'Sus scrofa'],
  ['ARS-UCD1.3', 'ARS-UCD1.3', 'ARS-UCD1.3', 'Bos taurus'],
  ['GRCg7b', 'GRCg7b', 'GRCg7b', 'Gallus gallus'],
  ['GRCz11', 'GRCz11', 'GRCz11', 'Danio rerio'],
  ['BDGP6', 'BDGP6', 'BDGP6', 'Drosophila melanogaster'],
  ['WBcel235', 'WBcel235', 'WBcel235', 'Caenorhabditis elegans'],
  ['TAIR10', 'TAIR10', 'TAIR10', 'Arabidopsis thaliana'],
  ['IRGSP-1.0', 'IRGSP-1.0', 'IRGSP-1.0', 'Oryza sativa'],
  ['Zm-B73-v5', 'Zm-B73-v5', 'Zm-B73-v5', 'Zea mays'],
  ['R64', 'R64', 'R64', 'Saccharomyces cerevisiae'],
  ['K-12 MG1655', 'K-12 MG1655', 'K-12 MG1655', 'Escherichia coli'],
  ['CUSTOM', 'Provided by the customer', '客户提供', 'Other'],
];
