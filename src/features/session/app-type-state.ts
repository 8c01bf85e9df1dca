/**
 * The application type the system config names (item app_type): which of the provider's apps this deployment is.
 * The state is apart from its loader so the header reads it without loading the API client on the first screen.
 */
import { proxy } from 'valtio';
import { DEFAULT_APP_TYPE, type AppType } from '../../core/product-list';

export const appTypeState = proxy<{ type: AppType }>({ type: DEFAULT_APP_TYPE });
