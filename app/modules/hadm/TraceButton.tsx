import { Button } from '@chakra-ui/react';
import { Activity, CircleStop } from 'lucide-react';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useShellLocation } from '../../AppRouter';
import { useI18n } from '../../i18n';
import { registerFeature } from '../../store/features';
import {
  selectTrace,
  traceEndRequested,
  traceStartRequested,
  traceStatusRequested,
} from '../../store/hadm';
import { hadmFeature } from './feature';

// The trace state lives in the governance slice, which joins the store with this button.
registerFeature(hadmFeature);

/** Where the log of an ended trace is shown. */
const TRACE_LOG_ROUTE = '/hadm/trace-log';

/**
 * The shell header's trace switch: starts a trace of the user's requests, shows while one runs
 * (with the requests recorded so far, read again on each page change while it runs) and ends
 * it, opening the trace log page where the ended trace's requests are listed.
 */
export default function TraceButton() {
  const { t } = useI18n();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { pathname } = useShellLocation();
  const { status, busy } = useSelector(selectTrace);
  const tracing = status?.tracing === true;
  // Read once; while a trace runs, again on each page change (its count of recorded requests).
  const readAgainAt = tracing ? pathname : '';
  useEffect(() => {
    dispatch(traceStatusRequested());
  }, [dispatch, readAgainAt]);
  const label = tracing
    ? t('hadm.trace.headerEnd', { count: status?.count ?? 0 })
    : t('hadm.trace.headerStart');
  return (
    <Button
      size="sm"
      variant={tracing ? 'solid' : 'ghost'}
      colorPalette={tracing ? 'red' : 'gray'}
      aria-label={label}
      title={label}
      aria-pressed={tracing}
      loading={busy}
      onClick={() => {
        if (!tracing) {
          dispatch(traceStartRequested());
          return;
        }
        dispatch(traceEndRequested());
        navigate(TRACE_LOG_ROUTE);
      }}
    >
      {tracing ? <CircleStop aria-hidden /> : <Activity aria-hidden />}
      {tracing ? String(status?.count ?? 0) : null}
    </Button>
  );
}
