import { codeField, ref } from '../../engine/common';
import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/** The kinds of a device: one that connects on its own, or a gateway other devices connect through. */
export const THING_CATEGORIES = [
  { value: 'DEVICE', label: text('Device', '设备') },
  { value: 'GATEWAY', label: text('Gateway', '网关') },
] as const;

/** The IoT platforms a device is connected to (HZERO's cloud platforms). */
export const PLATFORMS = [
  { value: 'OWN', label: text('Own IoT platform', '自有物联网平台') },
  { value: 'ALI', label: text('Alibaba Cloud IoT', '阿里云物联网平台') },
  { value: 'BAIDU', label: text('Baidu Cloud IoT', '百度云物联网平台') },
] as const;

/** How a device signs in to the own platform (the others authenticate it themselves). */
export const AUTH_TYPES = [
  { value: 'JWT', label: text('JWT signed with the device secret', 'JWT（设备密钥签名）') },
  { value: 'REDIS', label: text('User name and password', '用户名和密码') },
] as const;

/** A device's registration with its platform. */
export const THING_STATUSES = ['NON_REGISTERED', 'REGISTERED'] as const;

/** A device's registration state. */
export type ThingStatus = (typeof THING_STATUSES)[number];

/** The connection states a device last reported. */
export const ONLINE_STATUSES = [
  { value: 'ONLINE', label: text('Online', '在线') },
  { value: 'OFFLINE', label: text('Offline', '离线') },
] as const;

/** A firmware version: three numbers separated by dots, e.g. 1.0.3. */
export const VERSION_PATTERN = '^[0-9]{1,4}\\.[0-9]{1,4}\\.[0-9]{1,4}$';

/** What a demo device is once written: registered, and the state it last reported. */
export interface DemoThingState {
  onlineStatus: 'ONLINE' | 'OFFLINE';
  /** Minutes before the seeding that it last reported. */
  minutesAgo: number;
}

/**
 * The demo devices registered as they are written, by device code: demo rows carry only what
 * a user types, so the devices' hook registers these once their data points are saved.
 */
export const DEMO_REGISTERED: Readonly<Record<string, DemoThingState>> = {
  'GW-PLANT-01': { onlineStatus: 'ONLINE', minutesAgo: 1 },
  'TH-COLD-01': { onlineStatus: 'ONLINE', minutesAgo: 2 },
  'TH-COLD-02': { onlineStatus: 'OFFLINE', minutesAgo: 180 },
};

/** The temperature point of the demo's cold-room thermometers. */
const COLD_ROOM_TEMPERATURE = {
  propertyCode: 'temperature',
  propertyName: 'Temperature',
  category: 'MEASURING_POINT',
  dataType: 'NUMBER',
  unitCode: '°C',
  minValue: '-40',
  maxValue: '10',
  valuePrecision: 1,
  reportInterval: 10,
};

/**
 * IoT Devices (hiot 物联网设备, `/hiot/device`, each device's page `/hiot/device/detail/{thingId}`):
 * a tenant's devices and gateways with their data points (what each reports or accepts). A
 * device is registered with its platform before it may connect (its data points then fixed),
 * and unregistered before it is disabled, deleted or moved to another platform or gateway. The
 * server connects to no device: the connection state is the one last reported to it
 * (`report-status`), with the time it was recorded. The device secret is never answered.
 */
export default defineResource({
  module: 'hiot',
  name: 'device',
  path: 'things',
  table: 'hiot_thing',
  idField: 'thingId',
  tenancy: 'tenant',
  title: text('IoT Devices', '物联网设备'),
  entity: text('device', '设备'),
  nameField: 'thingName',
  defaultSort: { field: 'thingId', order: 'desc' },
  search: { fields: ['thingCode', 'thingName'] },
  route: '/hiot/device',
  detailRoute: '/hiot/device/detail/:thingId',
  menu: {
    parent: 'hzero.more',
    code: 'hzero.hiot.device',
    sort: 140,
    name: text('IoT Devices', '物联网设备'),
    quickIndex: text('iot', 'wlwsb'),
  },
  api: { lines: { properties: 'things/property-tab?thingId={id}' } },
  lines: [{ key: 'properties', resource: 'hiot/device-property' }],
  customActions: [
    {
      key: 'register',
      label: text('Register', '启用注册'),
      on: 'row',
      when: { status: ['NON_REGISTERED'], enabledFlag: [1] },
    },
    {
      key: 'unregister',
      label: text('Unregister', '停用注册'),
      on: 'row',
      when: { status: ['REGISTERED'] },
      confirm: text(
        'Unregister this device? It is recorded offline and can no longer connect.',
        '停用此设备的注册？设备将记为离线，且不能再连接。',
      ),
    },
    {
      key: 'report-status',
      label: text('Record status report', '记录状态上报'),
      on: 'row',
      when: { status: ['REGISTERED'], enabledFlag: [1] },
      form: {
        reportedStatus: fields.select(text('Reported state', '上报状态'), {
          options: ONLINE_STATUSES,
          required: true,
          defaultValue: 'ONLINE',
          help: text(
            'The state the device or its gateway reported; recorded with the current time',
            '设备或其网关上报的状态，按当前时间记录',
          ),
        }),
      },
    },
  ],
  fields: {
    thingCode: codeField(text('Device code', '设备编码')),
    thingName: fields.text(text('Device name', '设备名称'), {
      max: 120,
      required: true,
      filter: true,
      sortable: true,
      column: 180,
    }),
    category: fields.select(text('Device type', '设备类别'), {
      options: THING_CATEGORIES,
      required: true,
      immutable: true,
      defaultValue: 'DEVICE',
      filter: true,
      column: 100,
      help: text(
        'A gateway connects other devices to the platform; fixed once created',
        '网关将其他设备接入平台；创建后不可修改',
      ),
    }),
    gatewayId: fields.reference(text('Gateway', '所属网关'), {
      resource: 'hiot/device',
      display: 'thingName',
      displayAs: 'gatewayName',
      lovQuery: { category: 'GATEWAY' },
      filter: true,
      column: 160,
      help: text(
        'For a device that connects through a gateway; a gateway has none',
        '通过网关接入的设备填写；网关本身不填',
      ),
    }),
    platform: fields.select(text('Platform', '云平台'), {
      options: PLATFORMS,
      required: true,
      defaultValue: 'OWN',
      filter: true,
      column: 150,
    }),
    authType: fields.select(text('Authentication', '认证方式'), {
      options: AUTH_TYPES,
      column: false,
      help: text(
        'Required on the own platform, empty on the others; JWT needs a device secret',
        '自有平台必填，其他平台不填；JWT 需要设备密钥',
      ),
    }),
    deviceSecret: fields.text(text('Device secret', '设备密钥'), {
      max: 128,
      min: 8,
      writeOnly: true,
      column: false,
      help: text(
        '8 to 128 characters; never shown again once saved. Left empty, the stored secret is kept',
        '8 至 128 个字符；保存后不再显示。留空则保留已保存的密钥',
      ),
    }),
    version: fields.text(text('Firmware version', '固件版本'), {
      max: 14,
      pattern: VERSION_PATTERN,
      help: text('Three numbers separated by dots, e.g. 1.0.3', '以点分隔的三个数字，例如 1.0.3'),
      required: true,
      defaultValue: '1.0.0',
      column: 100,
    }),
    status: fields.select(text('Registration', '注册状态'), {
      options: [
        { value: 'NON_REGISTERED', label: text('Not registered', '未注册') },
        { value: 'REGISTERED', label: text('Registered', '已注册') },
      ],
      readOnly: true,
      filter: true,
      sortable: true,
      column: 110,
      shownAs: 'badge',
      tones: { NON_REGISTERED: 'default', REGISTERED: 'processing' },
    }),
    onlineStatus: fields.select(text('Connection', '在线状态'), {
      options: ONLINE_STATUSES,
      readOnly: true,
      filter: true,
      column: 120,
      shownAs: 'badge',
      tones: { ONLINE: 'success', OFFLINE: 'error' },
      help: text(
        'The state last reported to the server, not measured by it',
        '最近一次上报给服务器的状态，并非服务器检测所得',
      ),
    }),
    lastContactTime: fields.datetime(text('Last report', '最近上报时间'), {
      readOnly: true,
      sortable: true,
      column: 170,
    }),
    equipment: fields.text(text('Model', '设备型号'), { max: 60, column: 130 }),
    manufacturer: fields.text(text('Manufacturer', '厂家名称'), { max: 120, column: false }),
    purchaseDate: fields.date(text('Purchase date', '购买日期'), { column: false }),
    longitude: fields.decimal(text('Longitude', '经度'), {
      scale: 6,
      min: '-180',
      max: '180',
      column: false,
      help: text('-180 to 180: west is negative, east positive', '-180 至 180：西经为负，东经为正'),
    }),
    latitude: fields.decimal(text('Latitude', '纬度'), {
      scale: 6,
      min: '-90',
      max: '90',
      column: false,
      help: text('-90 to 90: south is negative, north positive', '-90 至 90：南纬为负，北纬为正'),
    }),
    description: fields.text(text('Description', '说明'), { max: 240, column: 200, wide: true }),
  },
  demo: [
    {
      thingCode: 'PUMP-07',
      thingName: 'Cooling water pump 7',
      category: 'DEVICE',
      platform: 'ALI',
      version: '3.0.0',
      equipment: 'CWP-15',
      manufacturer: 'Grundfos',
      description: 'Not yet registered: its set point is still being configured',
      properties: [
        {
          propertyCode: 'flow',
          propertyName: 'Flow',
          category: 'MEASURING_POINT',
          dataType: 'NUMBER',
          unitCode: 'm³/h',
          minValue: '0',
          maxValue: '50',
          valuePrecision: 2,
          reportInterval: 30,
        },
        {
          propertyCode: 'set_speed',
          propertyName: 'Speed set point',
          category: 'CONTROL_PARAMETER',
          dataType: 'NUMBER',
          unitCode: 'rpm',
          minValue: '0',
          maxValue: '2900',
          valuePrecision: 0,
        },
      ],
    },
    {
      thingCode: 'GW-PLANT-01',
      thingName: 'Cold store gateway',
      category: 'GATEWAY',
      platform: 'OWN',
      authType: 'JWT',
      deviceSecret: 'gw-plant-01-Secret!',
      version: '2.1.0',
      equipment: 'EG-8000',
      manufacturer: 'Hand Industrial Electronics',
      longitude: '121.601234',
      latitude: '31.201234',
      description: 'Edge gateway of the cold store, Building 3',
      properties: [
        {
          propertyCode: 'cpu_load',
          propertyName: 'CPU load',
          category: 'MEASURING_POINT',
          dataType: 'NUMBER',
          unitCode: '%',
          minValue: '0',
          maxValue: '100',
          valuePrecision: 1,
          reportInterval: 60,
        },
        {
          propertyCode: 'uplink',
          propertyName: 'Uplink state',
          category: 'STATUS_POINT',
          dataType: 'BOOL',
          reportInterval: 30,
        },
      ],
    },
    {
      thingCode: 'TH-COLD-01',
      thingName: 'Cold room 1 thermometer',
      category: 'DEVICE',
      gatewayId: ref({ thingCode: 'GW-PLANT-01' }),
      platform: 'OWN',
      authType: 'REDIS',
      version: '1.0.3',
      equipment: 'TH-200',
      manufacturer: 'Hand Sensors',
      description: 'Temperature and humidity of cold room 1',
      properties: [
        COLD_ROOM_TEMPERATURE,
        {
          propertyCode: 'humidity',
          propertyName: 'Relative humidity',
          category: 'MEASURING_POINT',
          dataType: 'NUMBER',
          unitCode: '%RH',
          minValue: '0',
          maxValue: '100',
          valuePrecision: 0,
          reportInterval: 10,
        },
        {
          propertyCode: 'door_open',
          propertyName: 'Door open',
          category: 'STATUS_POINT',
          dataType: 'BOOL',
          reportInterval: 5,
        },
      ],
    },
    {
      thingCode: 'TH-COLD-02',
      thingName: 'Cold room 2 thermometer',
      category: 'DEVICE',
      gatewayId: ref({ thingCode: 'GW-PLANT-01' }),
      platform: 'OWN',
      authType: 'REDIS',
      version: '1.0.3',
      equipment: 'TH-200',
      manufacturer: 'Hand Sensors',
      properties: [COLD_ROOM_TEMPERATURE],
    },
  ],
});
