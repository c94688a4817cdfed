/** The API's version as its document states it: changed when a call changes incompatibly. */
export const API_VERSION = '1.0.0';
