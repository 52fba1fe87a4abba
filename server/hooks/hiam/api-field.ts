import hooks from './api';

/** The fields of the APIs a caller reads (see `api`): an API's fields are read as the API is. */
export default hooks;
