import { checkPermissionCodes, type PermissionCodeState } from '../../app/permissions/checker';

const STATES: Record<string, PermissionCodeState> = {
  ok: { status: 'approved', controllerType: null },
  okDisabled: { status: 'approved', controllerType: 'disabled' },
  hidden: { status: 'denied', controllerType: 'hidden' },
  disabled: { status: 'denied', controllerType: 'disabled' },
  waiting: { status: 'pending' },
};
const lookup = (code: string) => STATES[code];

describe('checkPermissionCodes', () => {
  it('approves a component without codes', () => {
    expect(checkPermissionCodes([], lookup)).toEqual({ status: 'approved' });
  });

  it('approves when any code is approved, even with others denied or unknown', () => {
    expect(checkPermissionCodes(['hidden', 'nobody-asked', 'ok'], lookup)).toEqual({
      status: 'approved',
    });
  });

  it('passes the approving code controller type on', () => {
    expect(checkPermissionCodes(['hidden', 'okDisabled'], lookup)).toEqual({
      status: 'approved',
      controllerType: 'disabled',
    });
  });

  it('denies and hides when every code is known and denied hidden', () => {
    expect(checkPermissionCodes(['hidden'], lookup)).toEqual({
      status: 'denied',
      controllerType: 'hidden',
    });
  });

  it('denies and disables when any denied code says disabled', () => {
    expect(checkPermissionCodes(['hidden', 'disabled'], lookup)).toEqual({
      status: 'denied',
      controllerType: 'disabled',
    });
    expect(checkPermissionCodes(['disabled', 'hidden'], lookup)).toEqual({
      status: 'denied',
      controllerType: 'disabled',
    });
  });

  it('is unknown while a code was never asked or is pending and none is approved', () => {
    expect(checkPermissionCodes(['hidden', 'nobody-asked'], lookup)).toEqual({
      status: 'unknown',
    });
    expect(checkPermissionCodes(['waiting', 'disabled'], lookup)).toEqual({ status: 'unknown' });
  });
});
