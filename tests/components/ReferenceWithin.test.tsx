import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { definitionOf } from '../../app/engine/definition';
import { FormFields } from '../../app/engine/form';
import { setNotifier } from '../../app/services/notification';
import api from '../../domain/resources/hiam/api';
import apiField from '../../domain/resources/hiam/api-field';
import securityGroupField from '../../domain/resources/hiam/security-group-field';
import { resourceView } from '../../server/engine/lov';
import { pageOf, type FakeCall } from '../support/fakeApi';
import { renderPage } from '../support/renderPage';
import { TENANT_ADMIN } from '../support/users';

/**
 * A reference within another field of its form (a security group's field line: the API, then
 * one of its fields): its picker waits for the API, lists the fields under the API chosen
 * (HZERO's `apis/{permissionId}/fields`), and is emptied when another API is chosen.
 */

configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(20_000);

const APIS = [
  {
    id: 41,
    description: 'Administrative Regions',
    serviceName: 'hpfm',
    method: 'GET',
    path: '/hpfm/v1[/{tenantId}]/regions',
  },
  {
    id: 42,
    description: 'Employees',
    serviceName: 'hpfm',
    method: 'GET',
    path: '/hpfm/v1[/{tenantId}]/employees',
  },
];

const FIELDS: Record<
  string,
  { fieldId: number; name: string; apiName: string; fieldName: string }[]
> = {
  '41': [
    {
      fieldId: 7,
      name: 'Administrative Regions · Region name',
      apiName: 'Administrative Regions',
      fieldName: 'regionName',
    },
  ],
  '42': [{ fieldId: 9, name: 'Employees · Status', apiName: 'Employees', fieldName: 'status' }],
};

let calls: FakeCall[];

function renderForm() {
  const definition = definitionOf(securityGroupField);
  calls = renderPage({
    user: TENANT_ADMIN,
    element: (
      <Formik initialValues={{}} onSubmit={() => undefined}>
        <FormFields fields={definition.formFields} editing={false} />
      </Formik>
    ),
    api: {
      'GET /hpfm/v1/1/lov-view/info': (url) => {
        const code = url.searchParams.get('viewCode');
        const resource = code === 'HIAM.API' ? api : apiField;
        return { body: resourceView(resource, 'en_US') };
      },
      'GET /iam/v1/1/apis': { body: pageOf(APIS) },
      'GET /iam/v1/1/apis/41/fields': { body: pageOf(FIELDS['41'] ?? []) },
      'GET /iam/v1/1/apis/42/fields': { body: pageOf(FIELDS['42'] ?? []) },
    },
  }).calls;
}

/** The Search button of the picker labelled `label`. */
function opener(label: string): HTMLElement {
  const input = screen.getByRole('textbox', { name: label });
  const group = input.closest('[role="group"]') as HTMLElement;
  return within(group).getByRole('button', { name: 'Search' });
}

async function pick(label: string, modal: string, row: RegExp) {
  const user = userEvent.setup();
  await user.click(opener(label));
  const dialog = await screen.findByRole('dialog', { name: modal });
  await user.click(await within(dialog).findByRole('row', { name: row }));
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: modal })).toBeNull());
}

beforeAll(() => setNotifier(() => undefined));

describe('a reference within another field of its form', () => {
  it("waits for the API, lists that API's fields, and is emptied when another API is chosen", async () => {
    renderForm();
    expect(opener('API field')).toBeDisabled();

    await pick('API', 'APIs', /Administrative Regions/);
    expect(opener('API field')).toBeEnabled();
    await pick('API field', 'API fields', /Region name/);
    expect(calls.some((call) => call.path === '/iam/v1/1/apis/41/fields')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'API field' })).toHaveValue(
      'Administrative Regions · Region name',
    );

    await pick('API', 'APIs', /Employees/);
    expect(screen.getByRole('textbox', { name: 'API field' })).toHaveValue('');
    await pick('API field', 'API fields', /Status/);
    expect(calls.some((call) => call.path === '/iam/v1/1/apis/42/fields')).toBe(true);
  });
});
