/**
 * Service routes: the sensitive headers may not include Authorization (the reference server
 * authenticates every API call by it), the extended configuration is a JSON object, and
 * `refresh` applies the saved routes to the governance layer at once.
 */
import { text, type Text } from '../../../domain/engine/text';
import type { Db } from '../../db/database';
import type { HookContext, ResourceHooks } from '../../engine/hooks';
import { governance } from '../../governance';
import { M, say as sayIn } from '../../governance/say';
import { firstSegment } from '../../governance/paths';
import {
  forwardedPath,
  headerNames,
  loadRoutes,
  type RouteRule,
} from '../../governance/routeTable';
import { BusinessError } from '../../http/errors';
import { jsonRefusal, parseJsonObject } from '../hpfm/support/json';
import { blank, refuse, say } from '../hpfm/support/say';

const T = {
  authorization: text(
    '%{field}: Authorization cannot be withheld from the services, which authenticate every call by it',
    '%{field}：不能屏蔽 Authorization，各服务依靠它认证每个请求',
  ),
  cutOff: text(
    'The route %{route} would %{what} the governance API (%{path}), so that routes could no longer be changed or refreshed: it is refused',
    '路由 %{route} 将%{what}服务治理自身的 API（%{path}），之后将无法再修改或刷新路由，因此不能保存',
  ),
  disable: text('disable', '禁用'),
  forward: text('forward elsewhere', '转发到别处'),
};

/** A request of the governance API that must keep reaching it: the routes' own refresh. */
const GOVERNANCE_PROBE = '/hadm/v1/routes/refresh';

/** The saved route the governance API's requests go through, if any. */
function governanceRoute(db: Db): RouteRule | undefined {
  return loadRoutes(db).match(
    firstSegment(GOVERNANCE_PROBE),
    GOVERNANCE_PROBE,
    GOVERNANCE_PROBE.split('/'),
  );
}

/** The refusal of a route change that would cut governance off from its own API. */
function cutOff(context: HookContext, route: string, what: Text): BusinessError {
  return new BusinessError(
    'hadm.route.governance_cut_off',
    say(context, T.cutOff, { route, path: GOVERNANCE_PROBE, what: say(context, what) }),
    'warn',
  );
}

const hooks: ResourceHooks = {
  beforeWrite(context, values) {
    if (typeof values.sensitiveHeaders === 'string') {
      const names = headerNames(values.sensitiveHeaders);
      if (names.includes('authorization'))
        throw refuse(context, 'sensitiveHeaders', T.authorization);
      values.sensitiveHeaders =
        names.length === 0
          ? null
          : values.sensitiveHeaders
              .split(',')
              .map((name) => name.trim())
              .join(', ');
    }
    if (!blank(values.extendConfigMap)) {
      const parsed = parseJsonObject(String(values.extendConfigMap));
      if (!parsed.ok) throw jsonRefusal(context, 'extendConfigMap', parsed.problem);
    }
  },
  afterWrite(context) {
    const route = governanceRoute(context.app.db);
    if (!route) return;
    const forwarded = route.forward
      ? forwardedPath(route.forward, GOVERNANCE_PROBE)
      : GOVERNANCE_PROBE;
    if (route.enabled && forwarded === GOVERNANCE_PROBE) return;
    throw cutOff(context, route.name, route.enabled ? T.forward : T.disable);
  },
  beforeEnable(context, row, enabled) {
    const route = governanceRoute(context.app.db);
    if (!enabled && route && route.id === row.serviceRouteId) {
      throw cutOff(context, route.name, T.disable);
    }
  },
  actions: {
    refresh(context) {
      const { count, disabled } = governance(context.app).refreshRoutes();
      return { message: sayIn(context.scope.lang, M.routesRefreshed, { count, disabled }) };
    },
  },
};

export default hooks;
