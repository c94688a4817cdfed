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
    "/api/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your API keys, newest first: name, prefix, scopes, allowed addresses, expiry, revocation and last use; never a secret. */
        get: operations["apiKeys.list"];
        put?: never;
        /**
         * Makes an API key; its secret is in this answer only.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4050 | Operation denied |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["apiKeys.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-keys/{id}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes one of your API keys: it stops working at once.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["apiKeys.revoke"];
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
    "apiKeys.list": {
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            scopes: ("read" | "orders" | "codes" | "recharge" | "wallet")[];
                            allowedAddresses: string[] | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            lastUsedAddress: string | null;
                            createdAt: string;
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
    "apiKeys.create": {
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
                 *       "name": "text",
                 *       "scopes": [
                 *         "read"
                 *       ],
                 *       "allowedAddresses": [
                 *         "text"
                 *       ],
                 *       "expiresInDays": 1
                 *     }
                 */
                "application/json": {
                    name: string;
                    scopes: ("read" | "orders" | "codes" | "recharge" | "wallet")[];
                    allowedAddresses?: string[] | null;
                    expiresInDays?: number | null;
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
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            scopes: ("read" | "orders" | "codes" | "recharge" | "wallet")[];
                            allowedAddresses: string[] | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            lastUsedAddress: string | null;
                            createdAt: string;
                            key: string;
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
    "apiKeys.revoke": {
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
                            name: string;
                            prefix: string;
                            scopes: ("read" | "orders" | "codes" | "recharge" | "wallet")[];
                            allowedAddresses: string[] | null;
                            expiresAt: string | null;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            lastUsedAddress: string | null;
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
}
