/**
 * IoT devices (hiot) on the server, as an API caller sees it: a device created with its data
 * points reads back with them (HZERO's `things/property-tab?thingId=`), its secret never
 * answered and kept by an edit that leaves it empty; bad values refused naming the field or
 * the line, in the caller's language; gateways and the devices through them; registration,
 * its refusals and what it fixes; the connection state recorded as reported; the demo devices;
 * another tenant's devices out of reach.
 */
import { type Method, signIn, tenantAdminServer } from './helpers';

type Row = Record<string, unknown>;
interface PageBody {
  content: Row[];
  totalElements: number;
}

const THINGS = '/hiot/v1/1/things';
const SECRET = 'Dev1ce-S3cret-Value';

/** A new data point of a save. */
const point = (values: Row): Row => ({
  propertyCode: 'temperature',
  propertyName: 'Temperature',
  category: 'MEASURING_POINT',
  dataType: 'NUMBER',
  unitCode: '°C',
  minValue: '-20',
  maxValue: '60',
  valuePrecision: 1,
  reportInterval: 10,
  ...values,
  _status: 'create',
});

describe('IoT devices', () => {
  const { session, call, ok, refused, invalid, inChinese } = tenantAdminServer();

  const points = async (id: unknown) =>
    (await ok<PageBody>('GET', `${THINGS}/property-tab?thingId=${String(id)}&size=100`)).content;

  /** Creates a device of the own platform (user name and password) with `lines`. */
  const createThing = (thingCode: string, lines: Row[], values: Row = {}) =>
    ok('POST', THINGS, {
      thingCode,
      thingName: `Device ${thingCode}`,
      category: 'DEVICE',
      platform: 'OWN',
      authType: 'REDIS',
      version: '1.0.0',
      properties: lines,
      ...values,
    });

  const act = (id: unknown, action: string, body?: unknown) =>
    ok<{ row: Row; message: string }>('POST', `${THINGS}/${String(id)}/${action}`, body);

  it('reads a device back with its data points, and never answers its secret', async () => {
    const created = await createThing(
      'T-READ',
      [
        point({}),
        point({
          propertyCode: 'door',
          propertyName: 'Door',
          dataType: 'BOOL',
          unitCode: null,
          minValue: null,
          maxValue: null,
          valuePrecision: null,
          category: 'STATUS_POINT',
          reportInterval: 5,
        }),
      ],
      { authType: 'JWT', deviceSecret: SECRET, longitude: '121.5', latitude: '-31.25' },
    );
    expect(created).toMatchObject({
      thingCode: 'T-READ',
      category: 'DEVICE',
      platform: 'OWN',
      authType: 'JWT',
      deviceSecret: null,
      status: 'NON_REGISTERED',
      onlineStatus: 'OFFLINE',
      lastContactTime: null,
      enabledFlag: 1,
    });
    const id = created.thingId;
    const lines = await points(id);
    expect(lines.map((line) => [line.propertyCode, line.dataType, line.reportInterval])).toEqual([
      ['temperature', 'NUMBER', 10],
      ['door', 'BOOL', 5],
    ]);
    expect(lines[0]).toMatchObject({ minValue: '-20', maxValue: '60', unitCode: '°C' });
    for (const url of [`${THINGS}?size=100`, `${THINGS}/${String(id)}`, `${THINGS}/export`]) {
      const res = await call('GET', url);
      expect([url, res.statusCode, res.body.includes(SECRET)]).toEqual([url, 200, false]);
      expect(res.body).toContain('T-READ');
    }
    // An edit that leaves the secret empty keeps it: JWT still has one.
    const edited = await ok('PUT', `${THINGS}/${String(id)}`, {
      ...created,
      deviceSecret: null,
      thingName: 'Renamed',
    });
    expect(edited).toMatchObject({ thingName: 'Renamed', deviceSecret: null });
    // Read-only fields sent by the caller are ignored.
    const forged = await ok('PUT', `${THINGS}/${String(id)}`, {
      ...edited,
      status: 'REGISTERED',
      onlineStatus: 'ONLINE',
    });
    expect(forged).toMatchObject({ status: 'NON_REGISTERED', onlineStatus: 'OFFLINE' });
  });

  it('refuses bad values naming the field, in the caller’s language', async () => {
    const base = {
      thingCode: 'T-BAD',
      thingName: 'Bad',
      category: 'DEVICE',
      platform: 'OWN',
      authType: 'REDIS',
      version: '1.0.0',
    };
    expect(await invalid('POST', THINGS, { ...base, version: '1.0' })).toBe(
      'Firmware version: Three numbers separated by dots, e.g. 1.0.3',
    );
    expect(await invalid('POST', THINGS, { ...base, platform: 'AWS' })).toMatch(/^Platform /);
    expect(await invalid('POST', THINGS, { ...base, longitude: '181' })).toMatch(/^Longitude /);
    expect(await invalid('POST', THINGS, { ...base, thingName: 'x'.repeat(121) })).toMatch(
      /^Device name /,
    );
    expect(await invalid('POST', THINGS, { ...base, authType: null })).toBe(
      'Authentication is required for a device of the own IoT platform',
    );
    expect(await invalid('POST', THINGS, { ...base, platform: 'ALI' })).toBe(
      'Authentication: only a device of the own IoT platform has one (the other platforms authenticate their devices)',
    );
    expect(await invalid('POST', THINGS, { ...base, authType: 'JWT' })).toBe(
      'Device secret is required for JWT authentication',
    );
    expect(
      await invalid('POST', THINGS, { ...base, authType: 'JWT', deviceSecret: 'short' }),
    ).toMatch(/^Device secret /);
    await inChinese(async () => {
      expect(await invalid('POST', THINGS, { ...base, authType: 'JWT' })).toBe(
        'JWT 认证方式必须填写设备密钥',
      );
      expect(await invalid('POST', THINGS, { ...base, version: 'v2' })).toBe(
        '固件版本：以点分隔的三个数字，例如 1.0.3',
      );
    });
    // Nothing of the refused creates was kept.
    expect((await ok<PageBody>('GET', `${THINGS}?thingCode=T-BAD`)).content).toEqual([]);
    // The code is unique in the tenant and fixed once created.
    const created = await createThing('T-CODE', []);
    expect(await refused('POST', THINGS, { ...base, thingCode: 't-code' })).toBe(
      'Device code t-code already exists',
    );
    expect(
      await refused('PUT', `${THINGS}/${String(created.thingId)}`, {
        ...created,
        thingCode: 'T-OTHER',
      }),
    ).toBe('Device code cannot be changed (it is T-CODE)');
  });

  it('refuses data points that do not fit their type, naming the line', async () => {
    expect(
      await invalid('POST', THINGS, {
        thingCode: 'T-PTS',
        thingName: 'Points',
        category: 'DEVICE',
        platform: 'OWN',
        authType: 'REDIS',
        version: '1.0.0',
        properties: [point({}), point({ propertyCode: 'p2', minValue: '70' })],
      }),
    ).toBe('Line 2: Minimum 70 is more than the maximum 60');
    const created = await createThing('T-PTS', [point({})]);
    const url = `${THINGS}/${String(created.thingId)}`;
    expect(
      await invalid('PUT', url, {
        ...created,
        properties: [
          point({
            propertyCode: 'flag',
            dataType: 'BOOL',
            minValue: null,
            maxValue: null,
            valuePrecision: null,
          }),
        ],
      }),
    ).toBe('Line 1: Unit: only a number data point has one, not a Boolean one');
    expect(
      await invalid('PUT', url, {
        ...created,
        properties: [point({ propertyCode: 'speed', category: 'CONTROL_PARAMETER' })],
      }),
    ).toBe(
      'Line 1: Report interval (s): a control parameter is sent to the device, it reports at no interval',
    );
    expect(
      await invalid('PUT', url, {
        ...created,
        properties: [point({ propertyCode: 'level', reportInterval: null })],
      }),
    ).toBe('Line 1: Report interval (s) is required for a measuring or status point');
    expect(
      await refused('PUT', url, {
        ...created,
        properties: [point({ propertyCode: 'humidity' }), point({ propertyCode: 'TEMPERATURE' })],
      }),
    ).toBe('Line 2: Code TEMPERATURE already exists');
    await inChinese(async () => {
      expect(
        await invalid('PUT', url, {
          ...created,
          properties: [point({ propertyCode: 'lo', minValue: '5', maxValue: '1' })],
        }),
      ).toBe('第 1 行：合理最小值 5 大于合理最大值 1');
    });
    expect((await points(created.thingId)).map((line) => line.propertyCode)).toEqual([
      'temperature',
    ]);
  });

  it('keeps a device’s gateway a gateway of the tenant, and a gateway without one', async () => {
    const gateway = await createThing('T-GW', [point({})], { category: 'GATEWAY' });
    const plain = await createThing('T-PLAIN', [point({})]);
    const through = await createThing('T-SUB', [point({})], { gatewayId: gateway.thingId });
    expect(through).toMatchObject({ gatewayId: gateway.thingId, gatewayName: 'Device T-GW' });
    expect(
      await invalid('POST', THINGS, { ...through, thingCode: 'T-SUB2', gatewayId: plain.thingId }),
    ).toBe('Gateway: Device T-PLAIN is not a gateway');
    expect(
      await invalid('POST', THINGS, {
        ...gateway,
        thingCode: 'T-GW2',
        gatewayId: gateway.thingId,
      }),
    ).toBe('Gateway: a gateway connects through no other gateway');
    expect(
      await refused('PUT', `${THINGS}/${String(gateway.thingId)}`, {
        ...gateway,
        category: 'DEVICE',
      }),
    ).toBe('Device type cannot be changed (it is GATEWAY)');
    // A gateway devices connect through is not deleted.
    const res = await call('DELETE', THINGS, [
      { thingId: gateway.thingId, objectVersionNumber: gateway.objectVersionNumber },
    ]);
    expect(res.json()).toMatchObject({ failed: true, code: 'error.in_use' });
    // The gateway filter lists the devices through it.
    const listed = await ok<PageBody>('GET', `${THINGS}?gatewayId=${String(gateway.thingId)}`);
    expect(listed.content.map((row) => row.thingCode)).toEqual(['T-SUB']);
  });

  it('registers a device, fixes what registration needs, and unregisters it', async () => {
    const gateway = await createThing('T-RG-GW', [point({})], { category: 'GATEWAY' });
    const device = await createThing('T-RG-DEV', [point({})], { gatewayId: gateway.thingId });
    const empty = await createThing('T-RG-EMPTY', []);
    // A disabled device is not registered; enabled again, it is.
    const [disabled] = await ok<Row[]>('POST', `${THINGS}/disable`, [empty.thingId]);
    expect(disabled).toMatchObject({ enabledFlag: 0 });
    expect(await refused('POST', `${THINGS}/${String(empty.thingId)}/register`)).toBe(
      'The device Device T-RG-EMPTY is Disabled: “Register” is not possible now',
    );
    await ok('POST', `${THINGS}/enable`, [empty.thingId]);
    expect(await refused('POST', `${THINGS}/${String(empty.thingId)}/register`)).toBe(
      'Device Device T-RG-EMPTY has no data points: add what it reports before registering it',
    );
    expect(await refused('POST', `${THINGS}/${String(device.thingId)}/register`)).toBe(
      'Device Device T-RG-DEV connects through gateway Device T-RG-GW, which is not registered: register the gateway first',
    );
    await inChinese(async () => {
      expect(await refused('POST', `${THINGS}/${String(empty.thingId)}/register`)).toBe(
        '设备 Device T-RG-EMPTY 没有数据点：请先添加其上报的数据点，再注册',
      );
    });
    const gw = await act(gateway.thingId, 'register');
    expect(gw.message).toBe('Device Device T-RG-GW registered with Own IoT platform');
    expect(gw.row).toMatchObject({
      status: 'REGISTERED',
      objectVersionNumber: Number(gateway.objectVersionNumber) + 1,
    });
    const registered = (await act(device.thingId, 'register')).row;
    expect(registered).toMatchObject({ status: 'REGISTERED', onlineStatus: 'OFFLINE' });
    // Registered again: not offered.
    expect(await refused('POST', `${THINGS}/${String(device.thingId)}/register`)).toBe(
      'The device Device T-RG-DEV is Registered: “Register” is not possible now',
    );

    // While registered: platform, sign-in and gateway kept, data points fixed, no disable or delete.
    const url = `${THINGS}/${String(device.thingId)}`;
    expect(await refused('PUT', url, { ...registered, platform: 'ALI', authType: null })).toBe(
      'Device Device T-RG-DEV is registered: unregister it before changing its Platform, Authentication',
    );
    expect(await refused('PUT', url, { ...registered, gatewayId: null })).toBe(
      'Device Device T-RG-DEV is registered: unregister it before changing its Gateway',
    );
    const renamed = await ok('PUT', url, { ...registered, thingName: 'Still registered' });
    expect(renamed).toMatchObject({ thingName: 'Still registered', status: 'REGISTERED' });
    expect(
      await refused('PUT', url, { ...renamed, properties: [point({ propertyCode: 'extra' })] }),
    ).toBe(
      'Line 1: Device Still registered is registered: its data points are fixed until it is unregistered',
    );
    const disable = await call('POST', `${THINGS}/disable`, [device.thingId]);
    expect(disable.json()).toMatchObject({ failed: true });
    expect(disable.body).toContain('unregister it before disabling it');
    const del = await call('DELETE', THINGS, [
      { thingId: device.thingId, objectVersionNumber: renamed.objectVersionNumber },
    ]);
    expect(del.json()).toMatchObject({
      failed: true,
      message: 'Device Still registered is registered: unregister it before deleting it',
    });
    // A gateway is unregistered after the devices through it.
    expect(await refused('POST', `${THINGS}/${String(gateway.thingId)}/unregister`)).toBe(
      'Gateway Device T-RG-GW still has 1 registered device(s) (T-RG-DEV): unregister them first',
    );
    const off = await act(device.thingId, 'unregister');
    expect(off.message).toBe('Device Still registered unregistered and recorded offline');
    expect(off.row).toMatchObject({ status: 'NON_REGISTERED', onlineStatus: 'OFFLINE' });
    expect((await act(gateway.thingId, 'unregister')).row).toMatchObject({
      status: 'NON_REGISTERED',
    });
    // Once unregistered its data points change again.
    const changed = await ok('PUT', url, {
      ...off.row,
      properties: [point({ propertyCode: 'extra' })],
    });
    expect(changed).toMatchObject({ status: 'NON_REGISTERED' });
    expect((await points(device.thingId)).map((line) => line.propertyCode)).toEqual([
      'temperature',
      'extra',
    ]);
  });

  it('records the connection state as reported, a gateway’s devices with it', async () => {
    const gateway = await createThing('T-ST-GW', [point({})], { category: 'GATEWAY' });
    const device = await createThing('T-ST-DEV', [point({})], { gatewayId: gateway.thingId });
    // Only a registered device reports.
    expect(
      await refused('POST', `${THINGS}/${String(gateway.thingId)}/report-status`, {
        reportedStatus: 'ONLINE',
      }),
    ).toBe(
      'The device Device T-ST-GW is Not registered: “Record status report” is not possible now',
    );
    await act(gateway.thingId, 'register');
    await act(device.thingId, 'register');
    expect(
      await invalid('POST', `${THINGS}/${String(device.thingId)}/report-status`, {
        reportedStatus: 'SLEEPING',
      }),
    ).toMatch(/^Reported state /);
    expect(
      await refused('POST', `${THINGS}/${String(device.thingId)}/report-status`, {
        reportedStatus: 'ONLINE',
      }),
    ).toBe(
      'Device Device T-ST-DEV reports through gateway Device T-ST-GW, which is recorded offline: record the gateway online first',
    );
    const online = await act(gateway.thingId, 'report-status', { reportedStatus: 'ONLINE' });
    expect(online.message).toBe('Device Device T-ST-GW recorded online');
    expect(online.row).toMatchObject({ onlineStatus: 'ONLINE' });
    expect(online.row.lastContactTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(
      (await act(device.thingId, 'report-status', { reportedStatus: 'ONLINE' })).row,
    ).toMatchObject({
      onlineStatus: 'ONLINE',
    });
    const down = await act(gateway.thingId, 'report-status', { reportedStatus: 'OFFLINE' });
    expect(down.message).toBe(
      'Gateway Device T-ST-GW recorded offline, with the 1 device(s) that connect through it',
    );
    expect(await ok('GET', `${THINGS}/${String(device.thingId)}`)).toMatchObject({
      onlineStatus: 'OFFLINE',
    });
    await inChinese(async () => {
      const again = await act(gateway.thingId, 'report-status', { reportedStatus: 'OFFLINE' });
      expect(again.message).toBe('设备 Device T-ST-GW 已记为离线');
    });
  });

  it('starts the demo tenants with devices, some registered and online', async () => {
    const rows = (await ok<PageBody>('GET', `${THINGS}?size=100`)).content;
    const byCode = new Map(rows.map((row) => [row.thingCode, row]));
    expect(byCode.get('GW-PLANT-01')).toMatchObject({
      category: 'GATEWAY',
      status: 'REGISTERED',
      onlineStatus: 'ONLINE',
      deviceSecret: null,
    });
    expect(byCode.get('TH-COLD-01')).toMatchObject({
      status: 'REGISTERED',
      gatewayName: 'Cold store gateway',
    });
    expect(byCode.get('TH-COLD-02')).toMatchObject({ onlineStatus: 'OFFLINE' });
    expect(byCode.get('PUMP-07')).toMatchObject({ status: 'NON_REGISTERED', platform: 'ALI' });
    expect(JSON.stringify(rows)).not.toContain('gw-plant-01-Secret');
    expect((await points(byCode.get('TH-COLD-01')?.thingId)).length).toBe(3);
  });

  it("keeps a tenant's devices from another tenant, and from an operator", async () => {
    const mine = await createThing('T-MINE', [point({})], { category: 'GATEWAY' });
    expect((await call('GET', '/hiot/v1/2/things')).statusCode).toBe(403);
    const platform = await signIn(session.server.app, 'admin', 'Admin12345');
    const other = (method: Method, url: string, payload?: unknown) =>
      call(method, url, payload, platform);
    expect((await other('GET', `/hiot/v1/0/things/${String(mine.thingId)}`)).statusCode).toBe(404);
    const list = await other('GET', '/hiot/v1/0/things?size=100');
    expect(list.statusCode).toBe(200);
    expect(list.json<PageBody>().content.map((row) => row.thingCode)).not.toContain('T-MINE');
    const lines = await other(
      'GET',
      `/hiot/v1/0/things/property-tab?thingId=${String(mine.thingId)}`,
    );
    expect([lines.statusCode, lines.body.includes('temperature')]).toEqual([404, false]);
    const change = await other('PUT', `/hiot/v1/0/things/${String(mine.thingId)}`, {
      ...mine,
      thingName: 'Taken',
    });
    expect(change.json()).toMatchObject({ failed: true });
    expect(
      (await other('POST', `/hiot/v1/0/things/${String(mine.thingId)}/register`)).statusCode,
    ).toBe(404);
    // Another tenant's gateway is no gateway of its own.
    const borrowed = await other('POST', '/hiot/v1/0/things', {
      thingCode: 'T-BORROW',
      thingName: 'Borrowed',
      category: 'DEVICE',
      platform: 'OWN',
      authType: 'REDIS',
      version: '1.0.0',
      gatewayId: mine.thingId,
    });
    expect(borrowed.json()).toMatchObject({ failed: true, code: 'error.reference' });
    expect(await ok('GET', `${THINGS}/${String(mine.thingId)}`)).toMatchObject({
      thingName: 'Device T-MINE',
      status: 'NON_REGISTERED',
    });

    const operator = await signIn(session.server.app, 'operator', 'Operator123');
    expect((await call('GET', THINGS, undefined, operator)).statusCode).toBe(403);
    expect(
      (await call('POST', `${THINGS}/${String(mine.thingId)}/register`, undefined, operator))
        .statusCode,
    ).toBe(403);
  });
});
