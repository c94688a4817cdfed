// Generated from the API's OpenAPI document by `npm run api:client`: do not edit.
export interface paths {
    "/api/vcoin/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The balance: available, held and incoming VCoin, and whether a payment password is set.
         * @description Callable with an API key that holds the `wallet` scope (or `read`).
         */
        get: operations["wallet.wallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The VCoin records, newest first, of one type or all.
         * @description Callable with an API key that holds the `wallet` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/records/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One VCoin record in full.
         * @description Callable with an API key that holds the `wallet` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/recipient/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who a transfer to this UID would reach.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 130026 | The account does not exist |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.recipient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends VCoin to another user, checked with the payment password.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 1000064 | Wrong payment password |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 150009 | Insufficient VCoin |
         *     | 130026 | The account does not exist |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["wallet.transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/payment/wallet/quote/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What paying an order with VCoin costs, at the current rate.
         * @description Callable with an API key that holds the `orders` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.quote"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/payment/pay/wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pays an order from the VCoin wallet, checked with the payment password.
         * @description Callable with an API key that holds the `orders` scope.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 1000064 | Wrong payment password |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 150009 | Insufficient VCoin |
         *     | 150004 | You cannot access this order |
         *     | 140042 | VCoin payment failed |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["wallet.pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/topup/bank-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform's bank account to send a top-up's transfer to. */
        get: operations["wallet.bankInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts buying VCoin by bank transfer.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["wallet.createTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/topup/{id}/voucher": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a top-up's transfer voucher for review.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["wallet.topUpVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/topups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's top-ups, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.topUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/topup/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One top-up.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["wallet.topUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This document: the OpenAPI 3.1 description of every call. */
        get: operations["reference.document"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/sign-up/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a sign-up code to an email address or phone number that no account has yet.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710006 | This account is already in use |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.signUpCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks a sign-up or password-reset code, which stays usable for the step that follows.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.verifyCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/sign-up/reseller": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a reseller account with a checked code, follows the inviting store if any, and logs this device in.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710006 | This account is already in use |
         *     | 4001 | Parameter error |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.signUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/invite/login/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store an invite code belongs to, shown on the sign-up screen.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["accounts.inviteStore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/reset-password/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a password-reset code to an account's email address or phone number.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 110003 | This account is blocked |
         *     | 110001 | Account not available |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.resetPasswordCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/password/reset/outer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a new login password with a checked reset code and ends the account's sessions.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.resetPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/guide/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The quick-start guide's steps, which of them are done, and whether home still shows it. */
        get: operations["accounts.guide"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/guide/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stops showing the quick-start guide on home. */
        post: operations["accounts.confirmGuide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/config/redirect/web": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The old panel's address, while switching back to it is offered.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4050 | Operation denied |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["accounts.oldPanel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the caller's nickname or avatar (the key of an uploaded picture).
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.updateProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's security settings: its email and phone, two-factor login, the payment password and the remembered devices. */
        get: operations["accounts.security"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The devices the account logs in from without a security check, the last used first. */
        get: operations["accounts.devices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/devices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Forgets a remembered device: its next login is checked again.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        delete: operations["accounts.forgetDevice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/security/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to the account's own email address or phone number, for a security setting.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.securityCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/change-email/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to the new email address the account is moving to.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710006 | This account is already in use |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.changeEmailCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/verification/change-phone/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a code to the new phone number the account is moving to.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710005 | Incorrect account format |
         *     | 710006 | This account is already in use |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["accounts.changePhoneCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Moves the account to a new email address, checked with the new address's code and the login password.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 110017 | Incorrect old password |
         *     | 710006 | This account is already in use |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.changeEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/phone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Moves the account to a new phone number, checked with the new number's code and the login password.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 110017 | Incorrect old password |
         *     | 710006 | This account is already in use |
         *     | 710005 | Incorrect account format |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.changePhone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes the login password, checked with the current one; the account's other sessions end.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 110017 | Incorrect old password |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/tfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Turns two-factor login on or off, checked with a code sent over the chosen channel.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 160009 | Cannot send the verification code |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.twoFactor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/security/payment-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets the 6-digit payment password, checked with a code sent over the chosen channel.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 160009 | Cannot send the verification code |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 710009 | Please verify the account first |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["accounts.paymentPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/user/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Logs in with an account and password: a session token, or the security check this login needs first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 110027 | Wrong account or password |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 110003 | This account is blocked |
         *     | 110001 | Account not available |
         *     | 20003 | Not authorized |
         *     | 5043 | reCAPTCHA verification failed |
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 160009 | Cannot send the verification code |
         */
        post: operations["auth.login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/user/login/prejudge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether a login of this account from here needs a captcha, reCAPTCHA or a security check, and how long it must wait after failed tries (answers the whole body).
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["auth.prejudge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/user/login/security-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Completes a login's security check with its code: the session token, and the device is remembered.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710011 | Wrong code |
         *     | 710010 | The code has expired |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 110003 | This account is blocked |
         *     | 110001 | Account not available |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["auth.securityVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/user/login/security-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a login security check's code again.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 710010 | The code has expired |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 160009 | Cannot send the verification code |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["auth.securityCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/validate/code/{clientID}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A new captcha image (SVG) for this client id, to answer in the next login.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["auth.captcha"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/site/key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether logins are checked with reCAPTCHA, and the site key the page loads it with. */
        get: operations["auth.siteKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/oauth/remove/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends the session of a token (logging out); an unknown or ended token is not an error.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["auth.logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/users/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user: UID, nickname, email and phone, avatar, roles and store. */
        get: operations["users.current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/invite/query/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sign-up link of the caller's store: whoever signs up through it follows the store.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["users.inviteLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/config/system/all/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The platform's settings the panel starts with: the old panel's hand-over, the support email, payment limits, how many accounts a payment or recharge may name, the largest upload. */
        post: operations["system.config"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commonality/i18n/country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries and their phone codes, named in the caller's language. */
        get: operations["system.countries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/commonality/i18n/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's likely country, guessed from the panel's language and the browser's, for a phone field's default code. */
        get: operations["system.location"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/analytics/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Records a batch of usage events (what happened, on which screen, in which language; never who): how many were kept.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140029 | Operation too frequent, please try again later |
         *     | 4001 | Parameter error |
         */
        post: operations["analytics.events"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/s3/cdn/domain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The base address of public pictures: a stored file's key after it is its address. */
        get: operations["files.cdnDomain"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/s3/upload/{type}/{source}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stores one uploaded file (the multipart field `file`): its key to save with a form, and its address when it is public.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 160010 | Image upload failed |
         *     | 150001 | Required fields are missing |
         *     | 4001 | Parameter error |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["files.upload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-auth/s3/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A private file (a voucher) by its key, for its owner or the one who reviews it.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["files.download"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A task's progress: its state, how many of its items are done or failed, and its result or error once it ends.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["tasks.task"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A refusal: respCode is a code of the error catalogue, message its text in the caller's language, data what the code says about it (the field, a limit) or null. */
        ErrorEnvelope: {
            respCode: number;
            data: unknown;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "wallet.wallet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            balance: string;
                            available: string;
                            held: string;
                            incoming: string;
                            hasPaymentPassword: boolean;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.records": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                type?: "INCOME" | "SPEND" | "ORDER_PAYMENT" | "TRANSFER" | "ONLINE_SETTLEMENT" | "CHARGEBACK" | "REFUND";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            list: {
                                id: string;
                                /** @enum {string} */
                                type: "INCOME" | "SPEND" | "ORDER_PAYMENT" | "TRANSFER" | "ONLINE_SETTLEMENT" | "CHARGEBACK" | "REFUND";
                                amount: string;
                                balanceAfter: string;
                                counterparty: {
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                } | null;
                                order: {
                                    id: string;
                                    orderNo: string;
                                } | null;
                                note: string | null;
                                createdAt: string;
                            }[];
                            total: number;
                            pageNum: number;
                            pageSize: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.record": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "INCOME" | "SPEND" | "ORDER_PAYMENT" | "TRANSFER" | "ONLINE_SETTLEMENT" | "CHARGEBACK" | "REFUND";
                            amount: string;
                            balanceAfter: string;
                            counterparty: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
                            order: {
                                id: string;
                                orderNo: string;
                            } | null;
                            note: string | null;
                            createdAt: string;
                            transactionId: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.recipient": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uid: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            uid: string;
                            nickname: string;
                            avatar: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.transfer": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "toUid": "text",
                 *       "amount": "text",
                 *       "paymentPassword": "text",
                 *       "note": "text"
                 *     }
                 */
                "application/json": {
                    toUid: string;
                    amount: string;
                    paymentPassword: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            recordId: string;
                            transactionId: string;
                            amount: string;
                            balanceAfter: string;
                            to: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            createdAt: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.quote": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            orderId: string;
                            orderNo: string;
                            amount: string;
                            currency: string;
                            rate: string;
                            vcoinAmount: string;
                            available: string;
                            hasPaymentPassword: boolean;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.pay": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "orderId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "rate": "text",
                 *       "paymentPassword": "text"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    orderId: string;
                    rate: string;
                    paymentPassword: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            orderId: string;
                            vcoinAmount: string;
                            balanceAfter: string;
                            recordId: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.bankInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @constant */
                            currency: "USD";
                            recipientBank: string;
                            bankAddress: string;
                            recipientName: string;
                            recipientAddress: string;
                            recipientAccount: string;
                            swift: string;
                            bankCode: string | null;
                            branchCode: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.createTopUp": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": "text"
                 *     }
                 */
                "application/json": {
                    amount: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            reference: string;
                            /** @constant */
                            currency: "USD";
                            /** @enum {string} */
                            channel: "BANK" | "ONLINE" | "CRYPTO";
                            amount: string;
                            receivedAmount: string | null;
                            /** @enum {string} */
                            status: "WAITING_VOUCHER" | "WAITING_REVIEW" | "CONFIRMED" | "REJECTED" | "CANCELLED" | "WAITING_PAYMENT";
                            reason: string | null;
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            createdAt: string;
                            voucherAt: string | null;
                            decidedAt: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.topUpVoucher": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "files": []
                 *     }
                 */
                "application/json": {
                    /** @default [] */
                    files?: string[];
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            reference: string;
                            /** @constant */
                            currency: "USD";
                            /** @enum {string} */
                            channel: "BANK" | "ONLINE" | "CRYPTO";
                            amount: string;
                            receivedAmount: string | null;
                            /** @enum {string} */
                            status: "WAITING_VOUCHER" | "WAITING_REVIEW" | "CONFIRMED" | "REJECTED" | "CANCELLED" | "WAITING_PAYMENT";
                            reason: string | null;
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            createdAt: string;
                            voucherAt: string | null;
                            decidedAt: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.topUps": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            list: {
                                id: string;
                                reference: string;
                                /** @constant */
                                currency: "USD";
                                /** @enum {string} */
                                channel: "BANK" | "ONLINE" | "CRYPTO";
                                amount: string;
                                receivedAmount: string | null;
                                /** @enum {string} */
                                status: "WAITING_VOUCHER" | "WAITING_REVIEW" | "CONFIRMED" | "REJECTED" | "CANCELLED" | "WAITING_PAYMENT";
                                reason: string | null;
                                files: {
                                    key: string;
                                    contentType: string;
                                    size: number;
                                }[];
                                createdAt: string;
                                voucherAt: string | null;
                                decidedAt: string | null;
                            }[];
                            total: number;
                            pageNum: number;
                            pageSize: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "wallet.topUp": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            reference: string;
                            /** @constant */
                            currency: "USD";
                            /** @enum {string} */
                            channel: "BANK" | "ONLINE" | "CRYPTO";
                            amount: string;
                            receivedAmount: string | null;
                            /** @enum {string} */
                            status: "WAITING_VOUCHER" | "WAITING_REVIEW" | "CONFIRMED" | "REJECTED" | "CANCELLED" | "WAITING_PAYMENT";
                            reason: string | null;
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            createdAt: string;
                            voucherAt: string | null;
                            decidedAt: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "reference.document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, page or stream itself. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
        };
    };
    "accounts.signUpCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text",
                 *       "areaCode": "text"
                 *     }
                 */
                "application/json": {
                    account: string;
                    areaCode?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.verifyCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text",
                 *       "areaCode": "text",
                 *       "code": "text",
                 *       "type": "SIGN_UP"
                 *     }
                 */
                "application/json": {
                    account: string;
                    areaCode?: string;
                    code: string;
                    /** @enum {string} */
                    type: "SIGN_UP" | "RESET_PASSWORD";
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @constant */
                            verified: true;
                            expiresIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.signUp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text",
                 *       "areaCode": "text",
                 *       "code": "text",
                 *       "password": "textxxxx",
                 *       "nickname": "text",
                 *       "inviteCode": "text",
                 *       "fingerprintId": "text",
                 *       "confirmPassword": "text"
                 *     }
                 */
                "application/json": {
                    account: string;
                    areaCode?: string;
                    code: string;
                    password: string;
                    nickname?: string;
                    inviteCode?: string;
                    fingerprintId?: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            uid: string;
                            nickname: string;
                            token: {
                                access_token: string;
                                token_type: string;
                                expires_in: number;
                                scope: string;
                            };
                            follow: {
                                storeId: string;
                                storeName: string;
                                /** @constant */
                                status: "ACCEPTED";
                            } | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.inviteStore": {
        parameters: {
            query: {
                inviteCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            storeId: string;
                            uid: string;
                            name: string;
                            avatar: string | null;
                            nickname: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.resetPasswordCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text",
                 *       "areaCode": "text"
                 *     }
                 */
                "application/json": {
                    account: string;
                    areaCode?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text",
                 *       "areaCode": "text",
                 *       "code": "text",
                 *       "password": "textxxxx",
                 *       "confirmPassword": "text"
                 *     }
                 */
                "application/json": {
                    account: string;
                    areaCode?: string;
                    code: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: null;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            show: boolean;
                            steps: {
                                /** @enum {string} */
                                key: "FOLLOW_AND_BUY" | "LIST_AND_INVITE";
                                done: boolean;
                            }[];
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.confirmGuide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            show: boolean;
                            steps: {
                                /** @enum {string} */
                                key: "FOLLOW_AND_BUY" | "LIST_AND_INVITE";
                                done: boolean;
                            }[];
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.oldPanel": {
        parameters: {
            query: {
                type: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: string;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nickname": "text",
                 *       "avatar": "text"
                 *     }
                 */
                "application/json": {
                    nickname?: string;
                    avatar?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            nickname: string;
                            avatar: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.security": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            email: string | null;
                            phone: string | null;
                            twoFactorEnabled: boolean;
                            twoFactorChannel: ("EMAIL" | "PHONE") | null;
                            paymentPasswordSet: boolean;
                            rememberedDevices: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.devices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            current: boolean;
                            deviceId: string | null;
                            name: string | null;
                            address: string | null;
                            addedAt: string;
                            lastUsedAt: string;
                        }[];
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.forgetDevice": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            current: boolean;
                            deviceId: string | null;
                            name: string | null;
                            address: string | null;
                            addedAt: string;
                            lastUsedAt: string;
                        }[];
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.securityCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "type": "TWO_FACTOR",
                 *       "channel": "EMAIL"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "TWO_FACTOR" | "PAYMENT_PASSWORD";
                    /** @enum {string} */
                    channel: "EMAIL" | "PHONE";
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.changeEmailCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "text"
                 *     }
                 */
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.changePhoneCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "text",
                 *       "areaCode": "text"
                 *     }
                 */
                "application/json": {
                    phone: string;
                    areaCode?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.changeEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "text",
                 *       "code": "text",
                 *       "password": "text"
                 *     }
                 */
                "application/json": {
                    email: string;
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            email: string | null;
                            phone: string | null;
                            twoFactorEnabled: boolean;
                            twoFactorChannel: ("EMAIL" | "PHONE") | null;
                            paymentPasswordSet: boolean;
                            rememberedDevices: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.changePhone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "phone": "text",
                 *       "areaCode": "text",
                 *       "code": "text",
                 *       "password": "text"
                 *     }
                 */
                "application/json": {
                    phone: string;
                    areaCode?: string;
                    code: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            email: string | null;
                            phone: string | null;
                            twoFactorEnabled: boolean;
                            twoFactorChannel: ("EMAIL" | "PHONE") | null;
                            paymentPasswordSet: boolean;
                            rememberedDevices: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.changePassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "oldPassword": "text",
                 *       "password": "textxxxx",
                 *       "confirmPassword": "text"
                 *     }
                 */
                "application/json": {
                    oldPassword: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: null;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.twoFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "enabled": true,
                 *       "channel": "EMAIL",
                 *       "code": "text"
                 *     }
                 */
                "application/json": {
                    enabled: boolean;
                    /** @enum {string} */
                    channel: "EMAIL" | "PHONE";
                    code: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            email: string | null;
                            phone: string | null;
                            twoFactorEnabled: boolean;
                            twoFactorChannel: ("EMAIL" | "PHONE") | null;
                            paymentPasswordSet: boolean;
                            rememberedDevices: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "accounts.paymentPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "password": "text",
                 *       "channel": "EMAIL",
                 *       "code": "text",
                 *       "confirmPassword": "text"
                 *     }
                 */
                "application/json": {
                    password: string;
                    /** @enum {string} */
                    channel: "EMAIL" | "PHONE";
                    code: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            email: string | null;
                            phone: string | null;
                            twoFactorEnabled: boolean;
                            twoFactorChannel: ("EMAIL" | "PHONE") | null;
                            paymentPasswordSet: boolean;
                            rememberedDevices: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": Record<string, never>;
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            access_token: string;
                            token_type: string;
                            expires_in: number;
                            scope: string;
                        } | {
                            /** @enum {string} */
                            state: "SECURITY_ALERT" | "TWO_FACTOR";
                            challengeId: string;
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.prejudge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    username: string;
                    fingerprintId?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            needCaptcha: boolean;
                            needRecaptcha: boolean;
                            needSecurityCheck: boolean;
                            waitMinutes: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.securityVerify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "challengeId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "code": "text"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    challengeId: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            access_token: string;
                            token_type: string;
                            expires_in: number;
                            scope: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.securityCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "challengeId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    challengeId: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** @enum {string} */
                            channel: "EMAIL" | "PHONE";
                            target: string;
                            expiresIn: number;
                            resendIn: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.captcha": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientID: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, page or stream itself. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
        };
    };
    "auth.siteKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            siteKey: string | null;
                            enabled: boolean;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "auth.logout": {
        parameters: {
            query: {
                access_token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: null;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "users.current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            id: string;
                            uid: string;
                            nickname: string;
                            email: string | null;
                            phone: string | null;
                            avatar: string | null;
                            roles: {
                                /** @enum {string} */
                                code: "SELLER" | "BUYER" | "FOLLOWER" | "PLATFORM";
                                name: string;
                            }[];
                            store: {
                                id: string;
                                uid: string;
                                name: string;
                                avatar: string | null;
                            } | null;
                            createdAt: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "users.inviteLink": {
        parameters: {
            query?: {
                version?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: string;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "system.config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            newToOldInfo: {
                                skipSwitch: boolean;
                                url: string;
                            };
                            supportEmail: string;
                            onlinePaymentLimits: {
                                [key: string]: string;
                            };
                            offlineTransferCurrency: string;
                            maxPaymentAccounts: number;
                            maxRechargeAccounts: number;
                            uploadMaxBytes: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "system.countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            code: string;
                            name: string;
                            dialCode: string;
                        }[];
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "system.location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            countryCode: string;
                            dialCode: string;
                            locale: string;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "analytics.events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            accepted: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "files.cdnDomain": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: string;
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "files.upload": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "image" | "document";
                source: "avatar" | "store" | "product" | "voucher";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    file?: string;
                };
            };
        };
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            key: string;
                            url: string | null;
                            contentType: string;
                            size: number;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "files.download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "key": "text"
                 *     }
                 */
                "application/json": {
                    key: string;
                };
            };
        };
        responses: {
            /** @description The file, page or stream itself. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "tasks.task": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The answer. Refusals are also HTTP 200: respCode says which (see the table above). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        respCode: 200;
                        data: {
                            /** Format: uuid */
                            id: string;
                            kind: string;
                            /** @enum {string} */
                            state: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            progress: {
                                done: number;
                                failed: number;
                                total: number;
                            };
                            result: unknown | null;
                            error: {
                                code: number;
                            } | null;
                            createdAt: string;
                            updatedAt: string;
                            finishedAt: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description No session, or a session or key that has ended (respCode 401). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
