import { useSearchParams } from 'react-router-dom';
import { ListPage } from '../../../engine/ListPage';
import { customerSamplesDefinition } from '../lists';
import { BatchInformationPage } from './BatchInformationPage';

/**
 * `/pub/sample/information`: with `?batchId=N` one batch's information, without it the lookup
 * of every submitted sample the customer sees (by sample name or batch code and QC verdict).
 */
export function SampleInformationPage() {
  const [search] = useSearchParams();
  const batchId = Number(search.get('batchId'));
  if (Number.isInteger(batchId) && batchId > 0) {
    return <BatchInformationPage key={batchId} batchId={batchId} />;
  }
  return <ListPage key={customerSamplesDefinition.id} definition={customerSamplesDefinition} />;
}
