import { Stack } from '@chakra-ui/react';
import { Route, Routes } from 'react-router-dom';
import { ResourcePage } from '../../engine/ResourcePage';
import { registerFeature } from '../../store/features';
import { BreakerPanel } from './BreakerPanel';
import { hadmFeature } from './feature';
import { MonitorPage } from './MonitorPage';
import { ServicesDownload } from './ServicesDownload';
import { TracePanel } from './TracePanel';

// The governance slice and sagas join the store with these pages.
registerFeature(hadmFeature);

/**
 * The service-governance pages: the trace log with the user's own trace above its list, the
 * circuit breakers with their live state above theirs, the services with their YAML download, and the monitor view of an API monitor
 * rule; every other path is a resource page.
 */
export default function HadmPages({ name }: { name?: string }) {
  return (
    <Routes>
      <Route
        path="/hadm/trace-log"
        element={
          <Stack gap="4">
            <TracePanel />
            <ResourcePage name={name} />
          </Stack>
        }
      />
      <Route
        path="/hadm/hystrix"
        element={
          <Stack gap="4">
            <BreakerPanel />
            <ResourcePage name={name} />
          </Stack>
        }
      />
      <Route
        path="/hadm/service"
        element={
          <Stack gap="4">
            <ServicesDownload />
            <ResourcePage name={name} />
          </Stack>
        }
      />
      <Route path="/hadm/api-limit/detail/:monitorRuleId" element={<MonitorPage />} />
      <Route path="*" element={<ResourcePage name={name} />} />
    </Routes>
  );
}
