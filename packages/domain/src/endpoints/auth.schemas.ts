import * as A from '../contract/accounts';
import { RemoveTokenQuery, RemoveTokenResponse } from '../contract/auth';
import { authEndpoints } from './auth';
import { bindSchemas } from './endpoint';

export const authSchemas = bindSchemas(authEndpoints, {
  login: { response: A.LoginResponse },
  prejudge: { body: A.PrejudgeRequest, response: A.PrejudgeResponse },
  securityVerify: { body: A.SecurityVerifyRequest, response: A.SecurityVerifyResponse },
  securityCode: { body: A.SecurityCodeResendRequest, response: A.SecurityCodeResendResponse },
  captcha: { params: A.CaptchaParams, response: false },
  siteKey: { response: A.SiteKeyResponse },
  logout: { query: RemoveTokenQuery, response: RemoveTokenResponse },
});
