import { fields } from '../../engine/fields';
import { defineResource } from '../../engine/define';
import { text } from '../../engine/text';

/**
 * What the portal shows as "contact us", one card per continent (regional site): the service's
 * e-mail, phone, address and hours (`/hfaq/contact-us-setting`). The portal reads the card of
 * the customer's continent (its first, when a continent has several) through
 * `/service/v1/nsrv-contact-uss/{contactId}`.
 */
export default defineResource({
  module: 'hfaq',
  name: 'contact-us',
  path: 'contact-us',
  table: 'contact_us',
  idField: 'contactId',
  tenancy: 'site',
  enabledFlag: false,
  actions: ['create', 'edit', 'delete'],
  title: text('Contact Us Settings', '联系我们设置'),
  entity: text('contact card', '联系方式'),
  nameField: 'continentCode',
  defaultSort: { field: 'continentCode', order: 'asc' },
  route: '/hfaq/contact-us-setting',
  menu: {
    parent: 'hzero.service.settings',
    code: 'hzero.hfaq.contact-us-setting',
    sort: 10,
    quickIndex: text('contactus', 'lxwmsz'),
  },
  fields: {
    continentCode: fields.text(text('Continent', '大洲'), {
      max: 30,
      pattern: '^[A-Z][A-Z_]{0,29}$',
      help: text('The code of a continent, e.g. ASIA', '大洲编码，例如 ASIA'),
      required: true,
      sortable: true,
      column: 130,
    }),
    email: fields.text(text('E-mail', '邮箱'), {
      max: 254,
      format: 'email',
      required: true,
      column: 220,
    }),
    phone: fields.text(text('Phone', '电话'), {
      max: 40,
      pattern: '^[0-9+()\\- ]{3,40}$',
      help: text('Digits, spaces, + ( ) and -', '数字、空格及 + ( ) -'),
      required: true,
      column: 170,
    }),
    address: fields.text(text('Address', '地址'), {
      max: 300,
      required: true,
      column: 320,
      wide: true,
    }),
    workingHours: fields.text(text('Working hours', '工作时间'), {
      max: 200,
      required: true,
      column: 260,
      wide: true,
    }),
  },
  demo: [
    {
      continentCode: 'ASIA',
      email: 'service.asia@lab.example',
      phone: '+86 400 000 0000',
      address: 'Building 5, 38 Xueqing Road, Haidian District, Beijing',
      workingHours: 'Monday to Friday, 09:00-18:00 (GMT+8)',
    },
    {
      continentCode: 'EUROPE',
      email: 'service.europe@lab.example',
      phone: '+44 20 0000 0000',
      address: '1 Science Park, Cambridge CB4 0WA, United Kingdom',
      workingHours: 'Monday to Friday, 09:00-17:30 (GMT+0)',
    },
  ],
});
