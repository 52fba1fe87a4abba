import { useSearchParams } from 'react-router-dom';
import { ResourcePage } from '../../../engine/ResourcePage';
import { PORTAL_MODULES } from '../paths';
import { BatchInformationPage } from './BatchInformationPage';

/**
 * `/pub/sample/information`: with `?batchId=N` one batch's information, without it the lookup
 * of every submitted sample the customer sees (the `hsif/sample` list).
 */
export function SampleInformationPage() {
  const [search] = useSearchParams();
  const batchId = Number(search.get('batchId'));
  if (Number.isInteger(batchId) && batchId > 0) {
    return <BatchInformationPage key={batchId} batchId={batchId} />;
  }
  return <ResourcePage modules={PORTAL_MODULES} />;
}
