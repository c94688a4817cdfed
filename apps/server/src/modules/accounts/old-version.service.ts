import type { RedirectWebResponse } from '@panel/domain/contract/accounts';
import { ERROR_CODES } from '@panel/domain/errors';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { getSystemConfig } from '../config/config.public';

/**
 * The old panel's address for the hand-over (GET /api-user/user/config/redirect/web?type=1):
 * the configured OLD_PANEL_URL (or its stored override). 4050 NOT_OFFERED when newToOldInfo
 * does not allow the switch, as the system configuration tells the panel.
 */
export async function getOldPanelAddress(db: Db, config: Config): Promise<RedirectWebResponse> {
  const { newToOldInfo } = await getSystemConfig(db, config);
  if (!newToOldInfo.skipSwitch || !newToOldInfo.url) throw new AppError(ERROR_CODES.OPERATION_DENIED, { reason: 'NOT_OFFERED' });
  return newToOldInfo.url;
}
