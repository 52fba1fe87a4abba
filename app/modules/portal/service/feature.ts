import { serviceSaga } from '../../../../sagas/service';
import type { Feature } from '../../../store/features';

/** The customer service's sagas (settings), loaded with its pages in the portal and the shell. */
export const serviceFeature: Feature = { name: 'service', reducers: {}, saga: serviceSaga };
