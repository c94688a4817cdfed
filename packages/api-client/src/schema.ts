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
    "/api-user/user/follow/request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Asks to follow a store (a store that accepts everyone accepts at once); a buyer follows one store at a time.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4050 | Operation denied |
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["follows.request"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow/requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's follow requests, pending and answered, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["follows.myRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow/following": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store the caller follows, or null.
         * @description Callable with an API key that holds the `read` scope (or `read`).
         */
        get: operations["follows.following"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/request/receiver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The follow requests to the caller's store in one status, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["follows.receivedRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/request/info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One follow request, for the store that received it or the buyer who sent it.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["follows.requestInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/handle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Accepts or rejects a pending follow request to the caller's store.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4050 | Operation denied |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["follows.handleRequest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/buyers/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The followers of the caller's store, found by UID (exact) or nickname.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["follows.followers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/follow/follower/{followId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One relation of the caller's store with a buyer, in any state.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["follows.follower"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/block/list/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The buyers the caller's store blocked, found by UID (exact) or nickname.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["follows.blocked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/buyer/{a}/{b}": {
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
         * Ends a follow or withdraws a pending request, by the buyer or by the store's owner.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 150004 | You cannot access this order |
         *     | 4050 | Operation denied |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        delete: operations["follows.endFollow"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/block/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blocks a buyer from the caller's store, whatever the relation was.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["follows.block"];
        /**
         * Unblocks a buyer of the caller's store, who may then ask to follow again.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        delete: operations["follows.unblock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/followed/{a}/{b}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the buyer follows the store, for the buyer or the store's owner.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150012 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["follows.followed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-user/user/follow/statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The follow counters: the caller's store's followers, pending requests and blocks, and the caller's own follow and pending requests. */
        get: operations["follows.statistics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own store: name, avatar, contacts and follow setting. */
        get: operations["stores.info"];
        /**
         * Saves the caller's store's name, avatar and contacts.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["stores.updateInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/follow-setting": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Whether the caller's store accepts every follow request at once or its owner answers each.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["stores.followSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/detail/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store as a buyer sees it, with its public contacts and the caller's relation to it.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stores.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stores found by UID (exact) or name.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stores.search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/mall/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store the caller follows and its listings visible to the caller, by keyword, card type and brand.
         * @description Callable with an API key that holds the `read` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["mall.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/mall/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands of the listings the caller sees in the mall. */
        get: operations["mall.brands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/mall/store/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A followed store's listings visible to the caller, by keyword, card type and brand.
         * @description Callable with an API key that holds the `read` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["mall.storeListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/mall/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listing as its buyer sees it: price tiers, stock, payment types and the price of a quantity.
         * @description Callable with an API key that holds the `read` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 120009 | The product does not exist |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["mall.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Puts a card of the caller's stock on sale (one listing per card), setting aside its limited quantity.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 120018 | You do not have permission for this operation |
         *     | 120027 | Only one product can be listed per card |
         *     | 120035 | Insufficient stock |
         *     | 120014 | Wholesale and retail price cannot be equal |
         *     | 140003 | Incorrect price |
         *     | 140002 | Currency not supported |
         *     | 140064 | Payment method unavailable |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["listings.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/listing/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's listings, on the shelf or off it, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["listings.mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/listing/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's listings with the users it is shown to.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["listings.listing"];
        /**
         * Saves one of the caller's listings, setting aside its limited quantity again.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 120018 | You do not have permission for this operation |
         *     | 120035 | Insufficient stock |
         *     | 120014 | Wholesale and retail price cannot be equal |
         *     | 140003 | Incorrect price |
         *     | 140002 | Currency not supported |
         *     | 140064 | Payment method unavailable |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["listings.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/listing/{id}/shelf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Takes one of the caller's listings off the shelf (its set-aside units freed) or puts it back.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 120018 | You do not have permission for this operation |
         *     | 120035 | Insufficient stock |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["listings.shelf"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a card in the caller's store, with no units yet.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140002 | Currency not supported |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["cards.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/card/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A card of the caller's stock (own, held or traded) with the caller's counts.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["cards.card"];
        /**
         * Edits a card the caller's store created.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140002 | Currency not supported |
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["cards.update"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The cards the caller holds, own and bought, with their counts and cover, by keyword, type and source.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stock.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock/change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mints N units of a card the caller's store created (+N), or retires N of its free units (-N).
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120050 | Stock change cannot be zero |
         *     | 120008 | You do not have permission for this operation |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 120035 | Insufficient stock |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["stock.change"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A card of the caller's stock with the caller's units by card status and its cover.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stock.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock/units/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's units of a card, all or those in one state.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stock.units"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/product/stock/movements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of the caller's units of a card, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 120008 | You do not have permission for this operation |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["stock.movements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Places an order for a listing, holding its units until it is paid or its pay-by time passes.
         * @description Callable with an API key that holds the `orders` scope.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 120009 | The product does not exist |
         *     | 140003 | Incorrect price |
         *     | 120035 | Insufficient stock |
         *     | 150046 | Under the minimum per purchase |
         *     | 150044 | Over the maximum per purchase |
         *     | 140068 | The order exceeds the maximum payment limit |
         *     | 99992 | Please select a payment method |
         *     | 99991 | Please select a payment currency |
         *     | 140002 | Currency not supported |
         *     | 140064 | Payment method unavailable |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["orders.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an unpaid order of the caller; its units go back to the listing.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 140007 | This order cannot be cancelled |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["orders.cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's orders as a buyer, of one tab, newest first.
         * @description Callable with an API key that holds the `orders` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["orders.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the caller in full, with what it allows next.
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
        get: operations["orders.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/snapshot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The listing as it was when the order was placed.
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
        get: operations["orders.snapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card numbers an order delivered, page by page.
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
        get: operations["orders.cards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/cards/{id}/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every card number an order delivered, as plain text, one a line.
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
        get: operations["orders.allCards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/todo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's order to-dos: orders waiting for their payment, vouchers waiting for their review. */
        get: operations["orders.todo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/voucher/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends the voucher of an order's bank transfer (its uploaded files and the amount) for the seller's review.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sales.sendVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vouchers the buyer sent for one of their orders, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.vouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/voucher/detail/{voucherId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One voucher the buyer sent, with its order.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.voucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The orders of the caller's store, of one tab or status, newest first.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.saleList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of the caller's store, with its history.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.saleDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/vouchers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The vouchers the buyer sent for one order of the caller's store.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.saleVouchers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/voucher/{voucherId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One voucher sent for an order of the caller's store, with its order.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sales.saleVoucher"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/voucher/{voucherId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a voucher with the amount received; the order is paid and its cards delivered.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sales.confirmVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/voucher/{voucherId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a voucher with the reason the buyer will read; the buyer may send another.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sales.rejectVoucher"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/confirm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms an order's payment received without a voucher; the order is paid and its cards delivered.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sales.confirmOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/sale/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancels an unpaid order of the caller's store with the reason the buyer will read; its units go back.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 140007 | This order cannot be cancelled |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sales.cancelSale"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/payment-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bank accounts of the caller's store, oldest first. */
        get: operations["paymentAccounts.list"];
        put?: never;
        /**
         * Adds a bank account to the caller's store.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 21017 | You can add at most 10 payment accounts |
         *     | 150001 | Required fields are missing |
         *     | 4001 | Parameter error |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["paymentAccounts.add"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store/payment-accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Changes one of the store's bank accounts.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 150001 | Required fields are missing |
         *     | 4001 | Parameter error |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["paymentAccounts.update"];
        post?: never;
        /**
         * Removes one of the store's bank accounts; answers the accounts left.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        delete: operations["paymentAccounts.remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/bank-info/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the buyer sends an offline order's transfer: the seller's bank accounts and the payment reference.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 21008 | Payment account unavailable, please contact the seller |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["paymentAccounts.bankInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The payment types the platform takes now (online and crypto only while a provider of theirs is on). */
        get: operations["payments.types"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What can pay an order or a VCoin purchase: methods, currencies, banks, the amount due and the attempt running.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["payments.options"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The amount to pay with a method and currency, its fee and the VCoin it makes.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 99992 | Please select a payment method |
         *     | 99991 | Please select a payment currency |
         *     | 140002 | Currency not supported |
         *     | 140064 | Payment method unavailable |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.quote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/payment/pay/v2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts paying an order or a VCoin purchase online or with crypto: opens an attempt with the method's provider and answers it.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 99992 | Please select a payment method |
         *     | 99991 | Please select a payment currency |
         *     | 140002 | Currency not supported |
         *     | 140064 | Payment method unavailable |
         *     | 130086 | Illegal order state |
         *     | 140068 | The order exceeds the maximum payment limit |
         *     | 150043 | The exchange rate has changed, please submit again |
         *     | -5 | The payment is already in process, please wait |
         *     | 140029 | Operation too frequent, please try again later |
         *     | 99993 | Name must be 1 to 30 characters |
         *     | 99996 | Invalid email address |
         *     | 99995 | Invalid ID number length |
         *     | 20012 | External request error |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.pay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/attempt/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest payment attempt of an order or a VCoin purchase, brought up to date with its provider.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["payments.currentAttempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/attempt/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment attempt of the caller, brought up to date with its provider.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["payments.attempt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/attempt/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives up a waiting payment attempt (money that still arrives on it is credited, never lost).
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4050 | Operation denied |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.cancelAttempt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/card/{id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What the card frame reported for an attempt, for the record (only the provider's webhook pays).
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.cardResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vcoin/purchase": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts buying VCoin online or with crypto: a purchase to pay next with pay/v2.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140064 | Payment method unavailable |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.vcoinPurchase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A payment provider's webhook: its raw body verified by the provider's adapter, answered in the provider's own terms.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["payments.webhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment/webhook/pix/pix": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** API Pix's webhook, which it posts to the registered address followed by /pix. */
        post: operations["payments.pixWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every payment attempt, of one status or provider, newest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["opsPayments.payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every provider event received, of one outcome, newest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["opsPayments.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment attempt with its provider events, ledger movements and crypto transfers.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["opsPayments.payment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/orders/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refunds a paid order the way it was paid: VCoin back to the wallet, or the provider's refund.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 404 | Not found |
         *     | 130086 | Illegal order state |
         *     | 140064 | Payment method unavailable |
         *     | 20012 | External request error |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["opsPayments.refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/crypto/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The crypto transfers that matched no attempt, kept for review.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["opsPayments.cryptoReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/crypto/review/{id}/credit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credits a reviewed crypto transfer to a user's wallet as VCoin.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 404 | Not found |
         *     | 4050 | Operation denied |
         *     | 130026 | The account does not exist |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["opsPayments.creditReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/debts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What chargebacks left users owing, newest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["opsPayments.debts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulated providers' payments, newest first, of one provider or all.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sandbox.payments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/payments/{id}/action": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Acts on a simulated payment as its provider would (capture, fail, refund, charge back ...) and sends the webhook.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sandbox.action"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A simulated payment's webhooks to the server, newest first, with whether each was acknowledged.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["sandbox.webhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/webhooks/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a simulated webhook once more (a duplicate, as real providers do).
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sandbox.redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/crypto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The simulated chains: their deposit addresses and recent transfers.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        get: operations["sandbox.crypto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/crypto/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lands a transfer on a simulated chain, as a buyer's wallet would send it.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sandbox.transfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/crypto/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds blocks to one simulated chain, or to every chain.
         * @description The platform operator only, while the payment providers run as their simulators.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["sandbox.mine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operator's home: top-ups waiting, VCoin held by users, unsent messages, the last ledger check, the payment providers and the watched chains.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        get: operations["ops.overview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One status's VCoin top-ups by bank transfer, the waiting ones oldest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["ops.topUps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One top-up with its buyer, its voucher and who decided it.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["ops.topUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirms a top-up: the amount received is credited to the buyer's wallet (a large surplus typed twice).
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 150001 | Required fields are missing |
         *     | 4001 | Parameter error |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["ops.confirmTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/topups/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rejects a top-up with the reason the buyer reads; nothing is credited.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 150004 | You cannot access this order |
         *     | 130086 | Illegal order state |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["ops.rejectTopUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every currency's rate against USD and its online payment fee.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        get: operations["ops.rates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/rates/{currency}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Sets a currency's rate and fee; the old ones stay in its history.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 140002 | Currency not supported |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["ops.setRate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/rates/{currency}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A currency's earlier rates and fees, newest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["ops.rateHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/bank-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The bank account buyers of VCoin transfer to; null while none is set.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        get: operations["ops.bankAccount"];
        /**
         * Sets the bank account buyers of VCoin transfer to.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["ops.setBankAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The ledger at a glance: users' total, the platform's accounts and the last check.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        get: operations["ops.ledger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/ledger/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Checks the ledger's invariants now and records the result.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         */
        post: operations["ops.verifyLedger"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages kept because no provider is set, newest first (never their bodies).
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["ops.messages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ops/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every operator action that changed something, newest first.
         * @description The platform operator only.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 20003 | Not authorized |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["ops.actions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts turning free units of a card into activation codes (a task; its progress at the task's call).
         * @description Callable with an API key that holds the `codes` scope.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 130085 | This card does not belong to the user |
         *     | 120035 | Insufficient stock |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["codes.generate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's generation records, newest first, of one card or all.
         * @description Callable with an API key that holds the `codes` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["codes.records"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/records/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One generation record: its card, its progress and how many of its codes are activated or locked.
         * @description Callable with an API key that holds the `codes` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["codes.record"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/records/{taskId}/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A generation record's codes, found by code or account and by status; each page shown is recorded.
         * @description Callable with an API key that holds the `codes` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["codes.codes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/records/{taskId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts exporting a generation record's codes as a CSV, TXT, XLSX or PDF file in the caller's language and time zone (a task).
         * @description Callable with an API key that holds the `codes` scope.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 2000011 | The same task is already being processed |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["codes.startExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/codes/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A finished export's file, to its owner only, until it expires.
         * @description Callable with an API key that holds the `codes` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["codes.exportFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/redeem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeems an activation code for a client account or a device, limited per address.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 140029 | Operation too frequent, please try again later |
         *     | 20005 | This code is already in use |
         *     | 4050 | Operation denied |
         *     | 130026 | The account does not exist |
         *     | 130066 | Recharge is not supported for this brand |
         *     | 130028 | Recharge fails until the current plan expires |
         *     | 130027 | The account has not expired |
         *     | 120046 | At least one session product is needed |
         *     | 120048 | The session products exceed the card limit |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["codes.redeem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Starts recharging 1 to 20 client accounts with units of a recharge card (a task; each account succeeds or fails on its own).
         * @description Callable with an API key that holds the `recharge` scope.
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 130085 | This card does not belong to the user |
         *     | 130012 | Invalid recharge card |
         *     | 120035 | Insufficient stock |
         *     | 2000011 | The same task is already being processed |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["recharge.start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's recharges, newest first, in progress or completed, of one card or all.
         * @description Callable with an API key that holds the `recharge` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["recharge.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge/history-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The client accounts the caller recharged recently, newest first. */
        get: operations["recharge.historyAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One recharge with every account's result, in the order given.
         * @description Callable with an API key that holds the `recharge` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["recharge.detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge/{taskId}/units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The card units a recharge's accounts used, of one account or all.
         * @description Callable with an API key that holds the `recharge` scope (or `read`).
         *
         *     | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["recharge.units"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/recharge/{taskId}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undoes one account's recharge within the platform's rules: its units go back to free stock.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 150004 | You cannot access this order |
         *     | 130083 | Failed to undo the recharge |
         *     | 130084 | Failed to undo the recharge |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["recharge.undo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's live events as server-sent events (orders, follows, tasks, stock, inbox); Last-Event-ID replays what was missed.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 503 | System error, please try again later |
         */
        get: operations["notifications.events"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inbox, newest first, in the panel's language, with the unread count.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["notifications.list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of the inbox's entries are unread. */
        get: operations["notifications.unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marks the inbox entries named, or every one, as read; answers the unread count left.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["notifications.markRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each notification kind's switches per channel, and what each channel can reach. */
        get: operations["notifications.settings"];
        /**
         * Turns one notification kind on or off on one channel; answers every switch.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        put: operations["notifications.setSetting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/push/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribes a browser to push notifications (its PushSubscription); answers the account's number of subscribed browsers.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["notifications.subscribePush"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notification/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ends a browser's push subscription; answers the account's number of subscribed browsers.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["notifications.unsubscribePush"];
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
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's webhook endpoints, each with how its latest delivery went. */
        get: operations["webhooks.list"];
        put?: never;
        /**
         * Adds an endpoint that is sent the chosen events; answers its signing secret, shown this once.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["webhooks.create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint of the caller’s.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["webhooks.get"];
        put?: never;
        post?: never;
        /**
         * Deletes an endpoint and its deliveries.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        delete: operations["webhooks.remove"];
        options?: never;
        head?: never;
        /**
         * Changes an endpoint's events, description or whether it is sent anything.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        patch: operations["webhooks.update"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Makes a new signing secret, shown this once; the previous one also signs for 24 hours.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["webhooks.rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first: the event, its body, the attempts and the last answer.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        get: operations["webhooks.deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a delivery again now, with the same webhook-id.
         * @description | respCode | meaning |
         *     |---|---|
         *     | 404 | Not found |
         *     | 4001 | Parameter error |
         *     | 150001 | Required fields are missing |
         *     | 60000 | Below the minimum number of characters |
         *     | 60002 | Over the maximum number of characters |
         */
        post: operations["webhooks.resend"];
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
                 *       "amount": "10.00",
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
                 *       "amount": "10.00"
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
    "follows.request": {
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
                 *       "storeId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "replaceCurrent": false
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    storeId: string;
                    /** @default false */
                    replaceCurrent?: boolean;
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
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                            requestedAt: string;
                            decidedAt: string | null;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
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
    "follows.myRequests": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "PENDING" | "ACCEPTED" | "REJECTED";
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
                                status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                                requestedAt: string;
                                decidedAt: string | null;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
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
    "follows.following": {
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
                            followId: string;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                                nickname: string;
                            };
                            followedAt: string;
                            firstPurchaseAt: string | null;
                            lastPurchaseAt: string | null;
                        } | null;
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
    "follows.receivedRequests": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "PENDING" | "ACCEPTED" | "REJECTED";
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
                                status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                                requestedAt: string;
                                decidedAt: string | null;
                                requester: {
                                    id: string;
                                    uid: string;
                                    storeUid: string | null;
                                    nickname: string;
                                    avatar: string | null;
                                };
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
    "follows.requestInfo": {
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
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                            requestedAt: string;
                            decidedAt: string | null;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            requester: {
                                id: string;
                                uid: string;
                                storeUid: string | null;
                                nickname: string;
                                avatar: string | null;
                            };
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
    "follows.handleRequest": {
        parameters: {
            query: {
                id: string;
                action: "ACCEPT" | "REJECT";
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
                            id: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                            requestedAt: string;
                            decidedAt: string | null;
                            requester: {
                                id: string;
                                uid: string;
                                storeUid: string | null;
                                nickname: string;
                                avatar: string | null;
                            };
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
    "follows.followers": {
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
                 *       "pageNum": 1,
                 *       "pageSize": 20,
                 *       "keyword": "text"
                 *     }
                 */
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    keyword?: string;
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
                            list: {
                                followId: string;
                                follower: {
                                    id: string;
                                    uid: string;
                                    storeUid: string | null;
                                    nickname: string;
                                    avatar: string | null;
                                };
                                followedAt: string;
                                firstPurchaseAt: string | null;
                                lastPurchaseAt: string | null;
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
    "follows.follower": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                followId: string;
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
                            followId: string;
                            /** @enum {string} */
                            status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                            follower: {
                                id: string;
                                uid: string;
                                storeUid: string | null;
                                nickname: string;
                                avatar: string | null;
                            };
                            requestedAt: string;
                            followedAt: string | null;
                            decidedAt: string | null;
                            firstPurchaseAt: string | null;
                            lastPurchaseAt: string | null;
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
    "follows.blocked": {
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
                 *       "pageNum": 1,
                 *       "pageSize": 20,
                 *       "keyword": "text"
                 *     }
                 */
                "application/json": {
                    /** @default 1 */
                    pageNum?: number;
                    /** @default 20 */
                    pageSize?: number;
                    keyword?: string;
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
                            list: {
                                followId: string;
                                follower: {
                                    id: string;
                                    uid: string;
                                    storeUid: string | null;
                                    nickname: string;
                                    avatar: string | null;
                                };
                                blockedAt: string;
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
    "follows.endFollow": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                a: string;
                b: string;
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
                            followerId: string;
                            storeId: string;
                            /** @enum {string} */
                            relation: "NONE" | "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
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
    "follows.block": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                a: string;
                b: string;
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
                            followId: string;
                            follower: {
                                id: string;
                                uid: string;
                                storeUid: string | null;
                                nickname: string;
                                avatar: string | null;
                            };
                            blockedAt: string;
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
    "follows.unblock": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                a: string;
                b: string;
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
                            followerId: string;
                            storeId: string;
                            /** @enum {string} */
                            relation: "NONE" | "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
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
    "follows.followed": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                a: string;
                b: string;
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
                        data: boolean;
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
    "follows.statistics": {
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
                            followers: number;
                            pendingRequests: number;
                            blocked: number;
                            following: number;
                            myPendingRequests: number;
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
    "stores.info": {
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
                            name: string | null;
                            avatar: string | null;
                            phone: string | null;
                            email: string | null;
                            website: string | null;
                            telegram: string | null;
                            facebook: string | null;
                            instagram: string | null;
                            autoAccept: boolean;
                            usable: boolean;
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
    "stores.updateInfo": {
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
                 *       "avatar": "text",
                 *       "phone": "text",
                 *       "email": "reseller@example.com",
                 *       "website": "text",
                 *       "telegram": "text",
                 *       "facebook": "text",
                 *       "instagram": "text"
                 *     }
                 */
                "application/json": {
                    name: string;
                    avatar: string;
                    phone?: string | null;
                    email?: string | null;
                    website?: string | null;
                    telegram?: string | null;
                    facebook?: string | null;
                    instagram?: string | null;
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
                            name: string | null;
                            avatar: string | null;
                            phone: string | null;
                            email: string | null;
                            website: string | null;
                            telegram: string | null;
                            facebook: string | null;
                            instagram: string | null;
                            autoAccept: boolean;
                            usable: boolean;
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
    "stores.followSetting": {
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
                 *       "autoAccept": true
                 *     }
                 */
                "application/json": {
                    autoAccept: boolean;
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
                            autoAccept: boolean;
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
    "stores.detail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
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
                            uid: string;
                            name: string;
                            avatar: string | null;
                            contacts: {
                                phone: string | null;
                                email: string | null;
                                website: string | null;
                                telegram: string | null;
                                facebook: string | null;
                                instagram: string | null;
                            } | null;
                            followerCount: number | null;
                            /** @enum {string} */
                            relation: "NONE" | "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED" | "SELF";
                            followId: string | null;
                            currentFollow: {
                                storeId: string;
                                storeName: string | null;
                                /** @enum {string} */
                                status: "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED";
                            } | null;
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
    "stores.search": {
        parameters: {
            query: {
                pageNum?: number;
                pageSize?: number;
                keyword: string;
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
                                uid: string;
                                name: string;
                                avatar: string | null;
                                /** @enum {string} */
                                relation: "NONE" | "PENDING" | "ACCEPTED" | "REJECTED" | "BLOCKED" | "SELF";
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
    "mall.list": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyword?: string;
                type?: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                brand?: string;
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
                                name: string;
                                picture: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                brand: string | null;
                                currency: string;
                                fromPrice: string;
                                minPerPurchase: number;
                                maxPerPurchase: number | null;
                                stock: number;
                                outOfStock: boolean;
                                storeId: string;
                            }[];
                            total: number;
                            pageNum: number;
                            pageSize: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            } | null;
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
    "mall.brands": {
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
                        data: string[];
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
    "mall.storeListings": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyword?: string;
                type?: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                brand?: string;
            };
            header?: never;
            path: {
                storeId: string;
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
                            list: {
                                id: string;
                                name: string;
                                picture: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                brand: string | null;
                                currency: string;
                                fromPrice: string;
                                minPerPurchase: number;
                                maxPerPurchase: number | null;
                                stock: number;
                                outOfStock: boolean;
                                storeId: string;
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
    "mall.detail": {
        parameters: {
            query?: {
                quantity?: number;
            };
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
                            name: string;
                            picture: string;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                description: string | null;
                                defaultCurrency: string;
                                currencyUnit: string | null;
                                salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                                dimensions: {
                                    brand: string | null;
                                    serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                    chargingType: string | null;
                                    periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                    networkType: string | null;
                                    cdnIncluded: boolean | null;
                                    totalSessions: number | null;
                                    tvSessions: number | null;
                                    mobileWebSessions: number | null;
                                    providerPlatform: string | null;
                                    salesArea: string | null;
                                };
                            };
                            currency: string;
                            discount: string;
                            tiers: {
                                minCount: number;
                                maxCount: number | null;
                                wholesalePrice: string;
                                retailPrice: string;
                                unitPrice: string;
                            }[];
                            minPerPurchase: number;
                            maxPerPurchase: number | null;
                            /** @enum {string} */
                            stockMode: "ALL" | "LIMITED";
                            stock: number;
                            outOfStock: boolean;
                            paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                            paymentCurrencies: string[];
                            quote: {
                                quantity: number;
                                tier: {
                                    minCount: number;
                                    wholesalePrice: string;
                                    retailPrice: string;
                                };
                                listUnitPrice: string;
                                unitPrice: string;
                                retailUnitPrice: string;
                                totalPrice: string;
                            } | null;
                            buyBlocker: ("OUT_OF_STOCK" | "UNDER_MINIMUM" | "OVER_MAXIMUM" | "OVER_STOCK") | null;
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
    "listings.create": {
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
                 *       "cardId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "name": "text",
                 *       "picture": "text",
                 *       "tiers": [
                 *         {
                 *           "minCount": 1,
                 *           "wholesalePrice": "10.00",
                 *           "retailPrice": "10.00"
                 *         }
                 *       ],
                 *       "discount": "0",
                 *       "maxPerPurchase": 1,
                 *       "currency": "text",
                 *       "paymentMethods": [],
                 *       "paymentCurrencies": [],
                 *       "onlinePolicyAccepted": false,
                 *       "stockMode": "ALL",
                 *       "limitedQuantity": 1,
                 *       "lowStockThreshold": 0,
                 *       "visibility": "EVERYONE",
                 *       "userIds": [],
                 *       "listed": true
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    cardId: string;
                    name: string;
                    picture: string;
                    tiers: {
                        minCount: number;
                        wholesalePrice: string;
                        retailPrice: string;
                    }[];
                    /** @default 0 */
                    discount?: string;
                    maxPerPurchase?: number | null;
                    currency?: string | null;
                    /** @default [] */
                    paymentMethods?: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                    /** @default [] */
                    paymentCurrencies?: string[];
                    /** @default false */
                    onlinePolicyAccepted?: boolean;
                    /** @enum {string} */
                    stockMode: "ALL" | "LIMITED";
                    limitedQuantity?: number | null;
                    lowStockThreshold?: number;
                    /**
                     * @default EVERYONE
                     * @enum {string}
                     */
                    visibility?: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                    /** @default [] */
                    userIds?: string[];
                    /** @default true */
                    listed?: boolean;
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
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                brand: string | null;
                                union: boolean;
                            };
                            name: string;
                            picture: string;
                            tiers: {
                                minCount: number;
                                wholesalePrice: string;
                                retailPrice: string;
                            }[];
                            discount: string;
                            minPerPurchase: number;
                            maxPerPurchase: number | null;
                            currency: string;
                            paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                            paymentCurrencies: string[];
                            onlinePolicyAccepted: boolean;
                            /** @enum {string} */
                            stockMode: "ALL" | "LIMITED";
                            limitedQuantity: number | null;
                            stock: number;
                            outOfStock: boolean;
                            lowStockThreshold: number;
                            lowStock: boolean;
                            /** @enum {string} */
                            visibility: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                            userCount: number;
                            listed: boolean;
                            createdAt: string;
                            updatedAt: string;
                            users: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
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
    "listings.mine": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                listed?: "true" | "false";
                keyword?: string;
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
                                card: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                    name: string;
                                    picture: string;
                                    brand: string | null;
                                    union: boolean;
                                };
                                name: string;
                                picture: string;
                                tiers: {
                                    minCount: number;
                                    wholesalePrice: string;
                                    retailPrice: string;
                                }[];
                                discount: string;
                                minPerPurchase: number;
                                maxPerPurchase: number | null;
                                currency: string;
                                paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                                paymentCurrencies: string[];
                                onlinePolicyAccepted: boolean;
                                /** @enum {string} */
                                stockMode: "ALL" | "LIMITED";
                                limitedQuantity: number | null;
                                stock: number;
                                outOfStock: boolean;
                                lowStockThreshold: number;
                                lowStock: boolean;
                                /** @enum {string} */
                                visibility: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                                userCount: number;
                                listed: boolean;
                                createdAt: string;
                                updatedAt: string;
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
    "listings.listing": {
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
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                brand: string | null;
                                union: boolean;
                            };
                            name: string;
                            picture: string;
                            tiers: {
                                minCount: number;
                                wholesalePrice: string;
                                retailPrice: string;
                            }[];
                            discount: string;
                            minPerPurchase: number;
                            maxPerPurchase: number | null;
                            currency: string;
                            paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                            paymentCurrencies: string[];
                            onlinePolicyAccepted: boolean;
                            /** @enum {string} */
                            stockMode: "ALL" | "LIMITED";
                            limitedQuantity: number | null;
                            stock: number;
                            outOfStock: boolean;
                            lowStockThreshold: number;
                            lowStock: boolean;
                            /** @enum {string} */
                            visibility: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                            userCount: number;
                            listed: boolean;
                            createdAt: string;
                            updatedAt: string;
                            users: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
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
    "listings.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "text",
                 *       "picture": "text",
                 *       "tiers": [
                 *         {
                 *           "minCount": 1,
                 *           "wholesalePrice": "10.00",
                 *           "retailPrice": "10.00"
                 *         }
                 *       ],
                 *       "discount": "0",
                 *       "maxPerPurchase": 1,
                 *       "currency": "text",
                 *       "paymentMethods": [],
                 *       "paymentCurrencies": [],
                 *       "onlinePolicyAccepted": false,
                 *       "stockMode": "ALL",
                 *       "limitedQuantity": 1,
                 *       "lowStockThreshold": 0,
                 *       "visibility": "EVERYONE",
                 *       "userIds": [],
                 *       "listed": true
                 *     }
                 */
                "application/json": {
                    name: string;
                    picture: string;
                    tiers: {
                        minCount: number;
                        wholesalePrice: string;
                        retailPrice: string;
                    }[];
                    /** @default 0 */
                    discount?: string;
                    maxPerPurchase?: number | null;
                    currency?: string | null;
                    /** @default [] */
                    paymentMethods?: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                    /** @default [] */
                    paymentCurrencies?: string[];
                    /** @default false */
                    onlinePolicyAccepted?: boolean;
                    /** @enum {string} */
                    stockMode: "ALL" | "LIMITED";
                    limitedQuantity?: number | null;
                    lowStockThreshold?: number;
                    /**
                     * @default EVERYONE
                     * @enum {string}
                     */
                    visibility?: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                    /** @default [] */
                    userIds?: string[];
                    /** @default true */
                    listed?: boolean;
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
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                brand: string | null;
                                union: boolean;
                            };
                            name: string;
                            picture: string;
                            tiers: {
                                minCount: number;
                                wholesalePrice: string;
                                retailPrice: string;
                            }[];
                            discount: string;
                            minPerPurchase: number;
                            maxPerPurchase: number | null;
                            currency: string;
                            paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                            paymentCurrencies: string[];
                            onlinePolicyAccepted: boolean;
                            /** @enum {string} */
                            stockMode: "ALL" | "LIMITED";
                            limitedQuantity: number | null;
                            stock: number;
                            outOfStock: boolean;
                            lowStockThreshold: number;
                            lowStock: boolean;
                            /** @enum {string} */
                            visibility: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                            userCount: number;
                            listed: boolean;
                            createdAt: string;
                            updatedAt: string;
                            users: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
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
    "listings.shelf": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "listed": true
                 *     }
                 */
                "application/json": {
                    listed: boolean;
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
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                brand: string | null;
                                union: boolean;
                            };
                            name: string;
                            picture: string;
                            tiers: {
                                minCount: number;
                                wholesalePrice: string;
                                retailPrice: string;
                            }[];
                            discount: string;
                            minPerPurchase: number;
                            maxPerPurchase: number | null;
                            currency: string;
                            paymentMethods: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
                            paymentCurrencies: string[];
                            onlinePolicyAccepted: boolean;
                            /** @enum {string} */
                            stockMode: "ALL" | "LIMITED";
                            limitedQuantity: number | null;
                            stock: number;
                            outOfStock: boolean;
                            lowStockThreshold: number;
                            lowStock: boolean;
                            /** @enum {string} */
                            visibility: "EVERYONE" | "OPEN_TO" | "BLOCKED_FOR";
                            userCount: number;
                            listed: boolean;
                            createdAt: string;
                            updatedAt: string;
                            users: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
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
    "cards.create": {
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
                 *       "type": "ACCOUNT_CARD",
                 *       "name": "text",
                 *       "picture": "text",
                 *       "description": "text",
                 *       "defaultCurrency": "USD",
                 *       "currencyUnit": "USD",
                 *       "salesChannel": "MEMBER_SITE",
                 *       "brand": "text",
                 *       "serviceType": "LIVE",
                 *       "chargingType": "text",
                 *       "periodPlan": "DAY_1",
                 *       "networkType": "text",
                 *       "cdnIncluded": true,
                 *       "totalSessions": 0,
                 *       "tvSessions": 0,
                 *       "mobileWebSessions": 0,
                 *       "providerPlatform": "text",
                 *       "salesArea": "text"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                    name: string;
                    picture: string;
                    description?: string | null;
                    /** @default USD */
                    defaultCurrency?: string;
                    currencyUnit?: string | null;
                    salesChannel?: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                    brand?: string | null;
                    serviceType?: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                    chargingType?: string | null;
                    periodPlan?: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                    networkType?: string | null;
                    cdnIncluded?: boolean | null;
                    totalSessions?: number | null;
                    tvSessions?: number | null;
                    mobileWebSessions?: number | null;
                    providerPlatform?: string | null;
                    salesArea?: string | null;
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
                            code: string;
                            /** @enum {string} */
                            type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            name: string;
                            picture: string;
                            description: string | null;
                            defaultCurrency: string;
                            currencyUnit: string | null;
                            salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                            dimensions: {
                                brand: string | null;
                                serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                chargingType: string | null;
                                periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                networkType: string | null;
                                cdnIncluded: boolean | null;
                                totalSessions: number | null;
                                tvSessions: number | null;
                                mobileWebSessions: number | null;
                                providerPlatform: string | null;
                                salesArea: string | null;
                            };
                            originStore: {
                                id: string;
                                uid: string;
                                name: string | null;
                            };
                            /** @enum {string} */
                            source: "OWN" | "BOUGHT";
                            counts: {
                                free: number;
                                reserved: number;
                                listed: number;
                                locked: number;
                                retired: number;
                                minted: number | null;
                                sold: number;
                                bought: number;
                            };
                            listingId: string | null;
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
    "cards.card": {
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
                            code: string;
                            /** @enum {string} */
                            type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            name: string;
                            picture: string;
                            description: string | null;
                            defaultCurrency: string;
                            currencyUnit: string | null;
                            salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                            dimensions: {
                                brand: string | null;
                                serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                chargingType: string | null;
                                periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                networkType: string | null;
                                cdnIncluded: boolean | null;
                                totalSessions: number | null;
                                tvSessions: number | null;
                                mobileWebSessions: number | null;
                                providerPlatform: string | null;
                                salesArea: string | null;
                            };
                            originStore: {
                                id: string;
                                uid: string;
                                name: string | null;
                            };
                            /** @enum {string} */
                            source: "OWN" | "BOUGHT";
                            counts: {
                                free: number;
                                reserved: number;
                                listed: number;
                                locked: number;
                                retired: number;
                                minted: number | null;
                                sold: number;
                                bought: number;
                            };
                            listingId: string | null;
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
    "cards.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "text",
                 *       "picture": "text",
                 *       "description": "text",
                 *       "defaultCurrency": "USD",
                 *       "currencyUnit": "USD",
                 *       "salesChannel": "MEMBER_SITE",
                 *       "brand": "text",
                 *       "serviceType": "LIVE",
                 *       "chargingType": "text",
                 *       "periodPlan": "DAY_1",
                 *       "networkType": "text",
                 *       "cdnIncluded": true,
                 *       "totalSessions": 0,
                 *       "tvSessions": 0,
                 *       "mobileWebSessions": 0,
                 *       "providerPlatform": "text",
                 *       "salesArea": "text"
                 *     }
                 */
                "application/json": {
                    name: string;
                    picture: string;
                    description?: string | null;
                    /** @default USD */
                    defaultCurrency?: string;
                    currencyUnit?: string | null;
                    salesChannel?: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                    brand?: string | null;
                    serviceType?: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                    chargingType?: string | null;
                    periodPlan?: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                    networkType?: string | null;
                    cdnIncluded?: boolean | null;
                    totalSessions?: number | null;
                    tvSessions?: number | null;
                    mobileWebSessions?: number | null;
                    providerPlatform?: string | null;
                    salesArea?: string | null;
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
                            code: string;
                            /** @enum {string} */
                            type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            name: string;
                            picture: string;
                            description: string | null;
                            defaultCurrency: string;
                            currencyUnit: string | null;
                            salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                            dimensions: {
                                brand: string | null;
                                serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                chargingType: string | null;
                                periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                networkType: string | null;
                                cdnIncluded: boolean | null;
                                totalSessions: number | null;
                                tvSessions: number | null;
                                mobileWebSessions: number | null;
                                providerPlatform: string | null;
                                salesArea: string | null;
                            };
                            originStore: {
                                id: string;
                                uid: string;
                                name: string | null;
                            };
                            /** @enum {string} */
                            source: "OWN" | "BOUGHT";
                            counts: {
                                free: number;
                                reserved: number;
                                listed: number;
                                locked: number;
                                retired: number;
                                minted: number | null;
                                sold: number;
                                bought: number;
                            };
                            listingId: string | null;
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
    "stock.list": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyword?: string;
                type?: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                source?: "OWN" | "BOUGHT";
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
                                code: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                description: string | null;
                                defaultCurrency: string;
                                currencyUnit: string | null;
                                salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                                dimensions: {
                                    brand: string | null;
                                    serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                    chargingType: string | null;
                                    periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                    networkType: string | null;
                                    cdnIncluded: boolean | null;
                                    totalSessions: number | null;
                                    tvSessions: number | null;
                                    mobileWebSessions: number | null;
                                    providerPlatform: string | null;
                                    salesArea: string | null;
                                };
                                originStore: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                };
                                /** @enum {string} */
                                source: "OWN" | "BOUGHT";
                                counts: {
                                    free: number;
                                    reserved: number;
                                    listed: number;
                                    locked: number;
                                    retired: number;
                                    minted: number | null;
                                    sold: number;
                                    bought: number;
                                };
                                listingId: string | null;
                                createdAt: string;
                                cover: {
                                    listingId: string | null;
                                    listed: boolean;
                                    forSale: number;
                                    soldLast7Days: number;
                                    coverDays: number | null;
                                    lowStockThreshold: number | null;
                                    lowStock: boolean;
                                };
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
    "stock.change": {
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
                 *       "cardId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "change": -10000
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    cardId: string;
                    change: number;
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
                            cardId: string;
                            change: number;
                            firstCardNumber: string | null;
                            lastCardNumber: string | null;
                            counts: {
                                free: number;
                                reserved: number;
                                listed: number;
                                locked: number;
                                retired: number;
                                minted: number | null;
                                sold: number;
                                bought: number;
                            };
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
    "stock.detail": {
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
                            card: {
                                id: string;
                                code: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                name: string;
                                picture: string;
                                description: string | null;
                                defaultCurrency: string;
                                currencyUnit: string | null;
                                salesChannel: ("MEMBER_SITE" | "PANEL" | "PREPAID") | null;
                                dimensions: {
                                    brand: string | null;
                                    serviceType: ("LIVE" | "VOD" | "LIVE_VOD") | null;
                                    chargingType: string | null;
                                    periodPlan: ("DAY_1" | "DAY_2" | "DAY_3" | "DAY_5" | "DAY_7" | "DAY_10" | "DAY_15" | "DAY_23" | "DAY_60" | "DAY_90" | "DAY_120" | "DAY_180" | "WEEK_1" | "MONTH_1" | "YEAR_1" | "MONTH_18" | "YEAR_2" | "YEAR_3" | "YEAR_4" | "YEAR_20") | null;
                                    networkType: string | null;
                                    cdnIncluded: boolean | null;
                                    totalSessions: number | null;
                                    tvSessions: number | null;
                                    mobileWebSessions: number | null;
                                    providerPlatform: string | null;
                                    salesArea: string | null;
                                };
                                originStore: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                };
                                /** @enum {string} */
                                source: "OWN" | "BOUGHT";
                                counts: {
                                    free: number;
                                    reserved: number;
                                    listed: number;
                                    locked: number;
                                    retired: number;
                                    minted: number | null;
                                    sold: number;
                                    bought: number;
                                };
                                listingId: string | null;
                                createdAt: string;
                            };
                            byStatus: {
                                NORMAL: number;
                                ACTIVATED: number;
                                LOCKED: number;
                            };
                            cover: {
                                listingId: string | null;
                                listed: boolean;
                                forSale: number;
                                soldLast7Days: number;
                                coverDays: number | null;
                                lowStockThreshold: number | null;
                                lowStock: boolean;
                            };
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
    "stock.units": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                filter?: "FREE" | "RESERVED" | "LISTED" | "LOCKED" | "RETIRED";
            };
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
                            list: {
                                cardNumber: string;
                                /** @enum {string} */
                                status: "NORMAL" | "ACTIVATED" | "LOCKED";
                                /** @enum {string} */
                                state: "FREE" | "RESERVED" | "LISTED" | "RETIRED" | "CODED" | "RECHARGED";
                                listingId: string | null;
                                acquiredOrderId: string | null;
                                acquiredAt: string;
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
    "stock.movements": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
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
                            list: {
                                id: string;
                                /** @enum {string} */
                                kind: "MINTED" | "BOUGHT" | "SOLD" | "RETIRED" | "CODED" | "RECHARGED" | "RECHARGE_UNDONE";
                                quantity: number;
                                orderId: string | null;
                                operator: {
                                    id: string;
                                    nickname: string;
                                } | null;
                                counterparty: {
                                    id: string;
                                    nickname: string;
                                } | null;
                                firstCardNumber: string | null;
                                lastCardNumber: string | null;
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
    "orders.create": {
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
                 *       "listingId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "quantity": 1,
                 *       "paymentType": "OFFLINE",
                 *       "paymentCurrency": "text",
                 *       "expectedUnitPrice": "10.00"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    listingId: string;
                    quantity: number;
                    paymentType?: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO") | null;
                    paymentCurrency?: string | null;
                    expectedUnitPrice?: string | null;
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "orders.cancel": {
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "orders.list": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                tab?: "IN_PROGRESS" | "COMPLETED";
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
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
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
    "orders.detail": {
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "orders.snapshot": {
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
                            name: string;
                            picture: string;
                            description: string | null;
                            /** @enum {string} */
                            cardType: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            currency: string;
                            discount: string;
                            tiers: {
                                minCount: number;
                                wholesalePrice: string;
                                retailPrice: string;
                            }[];
                            maxPerPurchase: number | null;
                            takenAt: string;
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
    "orders.cards": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
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
                            list: {
                                cardNumber: string;
                                /** @enum {string} */
                                status: "NORMAL" | "ACTIVATED" | "LOCKED";
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
    "orders.allCards": {
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
    "orders.todo": {
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
                            waitingPayment: number;
                            vouchersToReview: number;
                            storeOrdersWaitingPayment: number;
                            topUpsToReview: number;
                            offlineListingsWithoutAccount: number;
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
    "sales.sendVoucher": {
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
                 *       "files": [],
                 *       "amount": "10.00"
                 *     }
                 */
                "application/json": {
                    /** @default [] */
                    files?: string[];
                    amount?: string | null;
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
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
    "sales.vouchers": {
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
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
    "sales.voucher": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                voucherId: string;
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
                            order: {
                                id: string;
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                            };
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
    "sales.saleList": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                tab?: "IN_PROGRESS" | "COMPLETED";
                status?: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                keyword?: string;
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
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
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
    "sales.saleDetail": {
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "sales.saleVouchers": {
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
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
    "sales.saleVoucher": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                voucherId: string;
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
                            order: {
                                id: string;
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                            };
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
    "sales.confirmVoucher": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path: {
                voucherId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "receivedAmount": "10.00"
                 *     }
                 */
                "application/json": {
                    receivedAmount: string;
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
                            order: {
                                id: string;
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                            };
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
    "sales.rejectVoucher": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path: {
                voucherId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "text"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                            orderId: string;
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMED" | "REJECTED";
                            files: {
                                key: string;
                                contentType: string;
                                size: number;
                            }[];
                            amount: string | null;
                            receivedAmount: string | null;
                            rejectReason: string | null;
                            currency: string;
                            reused: boolean;
                            createdAt: string;
                            decidedAt: string | null;
                            order: {
                                id: string;
                                orderNo: string;
                                /** @enum {string} */
                                status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                                name: string;
                                picture: string;
                                quantity: number;
                                currency: string;
                                unitPrice: string;
                                amount: string;
                                paidAmount: string;
                                dueAmount: string;
                                createdAt: string;
                                payBy: string | null;
                                hasRejectedVoucher: boolean;
                                vouchersWaiting: number;
                                store: {
                                    id: string;
                                    uid: string;
                                    name: string | null;
                                    avatar: string | null;
                                };
                                buyer: {
                                    id: string;
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                            };
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
    "sales.confirmOrder": {
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
                 *       "receivedAmount": "10.00"
                 *     }
                 */
                "application/json": {
                    receivedAmount: string;
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "sales.cancelSale": {
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
                 *       "reason": "text"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                            orderNo: string;
                            /** @enum {string} */
                            status: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                            /** @enum {string} */
                            paymentType: "OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO";
                            name: string;
                            picture: string;
                            quantity: number;
                            currency: string;
                            unitPrice: string;
                            amount: string;
                            paidAmount: string;
                            dueAmount: string;
                            createdAt: string;
                            payBy: string | null;
                            hasRejectedVoucher: boolean;
                            vouchersWaiting: number;
                            store: {
                                id: string;
                                uid: string;
                                name: string | null;
                                avatar: string | null;
                            };
                            buyer: {
                                id: string;
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            listingId: string;
                            card: {
                                id: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            };
                            paymentCurrency: string;
                            paidAt: string | null;
                            completedAt: string | null;
                            cancelledAt: string | null;
                            actions: ("PAY" | "UPLOAD_VOUCHER" | "BANK_INFO" | "CANCEL" | "VIEW_VOUCHERS" | "VIEW_CARDS")[];
                            canConfirm: boolean;
                            canCancel: boolean;
                            cancelReason: string | null;
                            vouchers: number;
                            reusedVoucher: boolean;
                            events: {
                                from: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                /** @enum {string} */
                                to: "WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                /** @enum {string} */
                                actor: "BUYER" | "SELLER" | "SYSTEM";
                                /** @enum {string} */
                                reason: "CREATED" | "BUYER_CANCELLED" | "SELLER_CANCELLED" | "PAY_BY_PASSED" | "VOUCHER_UPLOADED" | "VOUCHER_REJECTED" | "VOUCHER_CONFIRMED_PART" | "VOUCHER_CONFIRMED" | "CONFIRMED_WITHOUT_VOUCHER" | "PAYMENT_STARTED" | "PAYMENT_FAILED" | "PAYMENT_SUCCEEDED" | "RETRY" | "DELIVERED" | "CHARGEBACK" | "REFUND";
                                note: string | null;
                                at: string;
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
    "paymentAccounts.list": {
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
                            recipientBank: string;
                            bankAddress: string | null;
                            recipientName: string;
                            recipientAddress: string | null;
                            recipientAccount: string;
                            swiftCode: string | null;
                            hongKongLocal: boolean;
                            bankCode: string | null;
                            branchCode: string | null;
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
    "paymentAccounts.add": {
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
                 *       "recipientBank": "text",
                 *       "bankAddress": "text",
                 *       "recipientName": "text",
                 *       "recipientAddress": "text",
                 *       "recipientAccount": "text",
                 *       "swiftCode": "text",
                 *       "hongKongLocal": false,
                 *       "bankCode": "text",
                 *       "branchCode": "text"
                 *     }
                 */
                "application/json": {
                    recipientBank: string;
                    bankAddress?: string | null;
                    recipientName: string;
                    recipientAddress?: string | null;
                    recipientAccount: string;
                    swiftCode?: string | null;
                    /** @default false */
                    hongKongLocal?: boolean;
                    bankCode?: string | null;
                    branchCode?: string | null;
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
                            recipientBank: string;
                            bankAddress: string | null;
                            recipientName: string;
                            recipientAddress: string | null;
                            recipientAccount: string;
                            swiftCode: string | null;
                            hongKongLocal: boolean;
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
    "paymentAccounts.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "recipientBank": "text",
                 *       "bankAddress": "text",
                 *       "recipientName": "text",
                 *       "recipientAddress": "text",
                 *       "recipientAccount": "text",
                 *       "swiftCode": "text",
                 *       "hongKongLocal": false,
                 *       "bankCode": "text",
                 *       "branchCode": "text"
                 *     }
                 */
                "application/json": {
                    recipientBank: string;
                    bankAddress?: string | null;
                    recipientName: string;
                    recipientAddress?: string | null;
                    recipientAccount: string;
                    swiftCode?: string | null;
                    /** @default false */
                    hongKongLocal?: boolean;
                    bankCode?: string | null;
                    branchCode?: string | null;
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
                            recipientBank: string;
                            bankAddress: string | null;
                            recipientName: string;
                            recipientAddress: string | null;
                            recipientAccount: string;
                            swiftCode: string | null;
                            hongKongLocal: boolean;
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
    "paymentAccounts.remove": {
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
                            recipientBank: string;
                            bankAddress: string | null;
                            recipientName: string;
                            recipientAddress: string | null;
                            recipientAccount: string;
                            swiftCode: string | null;
                            hongKongLocal: boolean;
                            bankCode: string | null;
                            branchCode: string | null;
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
    "paymentAccounts.bankInfo": {
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
                            reference: string;
                            currency: string;
                            dueAmount: string;
                            payBy: string | null;
                            accounts: {
                                id: string;
                                recipientBank: string;
                                bankAddress: string | null;
                                recipientName: string;
                                recipientAddress: string | null;
                                recipientAccount: string;
                                swiftCode: string | null;
                                hongKongLocal: boolean;
                                bankCode: string | null;
                                branchCode: string | null;
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
    "payments.types": {
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
                            paymentTypes: ("OFFLINE" | "VCOIN" | "ONLINE" | "CRYPTO")[];
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
    "payments.options": {
        parameters: {
            query?: {
                orderId?: string | null;
                topUpId?: string | null;
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            amount: string;
                            currency: string;
                            vcoinDue: string;
                            types: ("ONLINE" | "CRYPTO")[];
                            methods: {
                                /** @enum {string} */
                                method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                                currencies: string[];
                                fields: string[];
                            }[];
                            crypto: {
                                chains: ("TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA")[];
                                tokens: ("USDT" | "USDC")[];
                            };
                            banks: {
                                [key: string]: string[];
                            };
                            current: {
                                id: string;
                                orderId: string | null;
                                topUpId: string | null;
                                reference: string;
                                /** @enum {string} */
                                type: "ONLINE" | "CRYPTO";
                                /** @enum {string} */
                                method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                                /** @enum {string} */
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                /** @enum {string} */
                                status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                                currency: string;
                                amount: string;
                                fee: string;
                                mark?: string;
                                vcoin: string;
                                received: string;
                                vcoinCredited: string;
                                rate: string;
                                instructions: {
                                    /** @constant */
                                    kind: "CARD_FRAME";
                                    transactionId: string;
                                    checkoutUrl: string;
                                    /** @enum {string} */
                                    environment: "sandbox" | "production";
                                } | {
                                    /** @constant */
                                    kind: "PIX";
                                    brCode: string;
                                } | {
                                    /** @constant */
                                    kind: "BOLETO";
                                    line: string;
                                    formattedLine: string;
                                    barcode: string;
                                    dueDate: string;
                                    documentUrl: string;
                                } | {
                                    /** @constant */
                                    kind: "PAYMENT_CODE";
                                    url: string;
                                    token: string;
                                } | {
                                    /** @constant */
                                    kind: "REDIRECT";
                                    url: string;
                                } | {
                                    /** @constant */
                                    kind: "PENDING";
                                } | {
                                    /** @constant */
                                    kind: "CRYPTO";
                                    /** @enum {string} */
                                    chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                    /** @enum {string} */
                                    token: "USDT" | "USDC";
                                    address: string;
                                    amount: string;
                                    decimals: number;
                                    confirmationsRequired: number;
                                    contract?: string;
                                };
                                expiresAt: string | null;
                                failure: string | null;
                                transfers: {
                                    txHash: string;
                                    /** @enum {string} */
                                    chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                    /** @enum {string} */
                                    token: "USDT" | "USDC";
                                    amount: string;
                                    confirmations: number;
                                    /** @enum {string} */
                                    status: "COUNTING" | "CREDITED" | "REVIEW";
                                    late: boolean;
                                    at: string;
                                }[];
                                orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                createdAt: string;
                            } | null;
                            payBy: string | null;
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
    "payments.quote": {
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
                 *       "orderId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "topUpId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "method": "CARD",
                 *       "currency": "USD"
                 *     }
                 */
                "application/json": {
                    orderId?: string | null;
                    topUpId?: string | null;
                    method?: ("CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO") | null;
                    currency?: string | null;
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
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            currency: string;
                            amount: string;
                            fee: string;
                            feeMax: string | null;
                            vcoin: string;
                            rate: string;
                            limit: string | null;
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
    "payments.pay": {
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
                 *       "topUpId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "method": "CARD",
                 *       "currency": "USD",
                 *       "rate": "text",
                 *       "billing": {},
                 *       "chain": "TRC20"
                 *     }
                 */
                "application/json": {
                    orderId?: string | null;
                    topUpId?: string | null;
                    method?: ("CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO") | null;
                    currency?: string | null;
                    rate: string;
                    /** @default {} */
                    billing?: {
                        firstName?: string | null;
                        lastName?: string | null;
                        idType?: ("CPF" | "CNPJ" | "CURP" | "RFC" | "CC" | "NIT" | "PASSPORT") | null;
                        idNumber?: string | null;
                        email?: string | null;
                        phoneCountry?: string | null;
                        phoneArea?: string | null;
                        phoneNumber?: string | null;
                        zipCode?: string | null;
                        street?: string | null;
                        streetNumber?: string | null;
                        neighbourhood?: string | null;
                        city?: string | null;
                        region?: string | null;
                        cardNumber?: string | null;
                        pin?: string | null;
                        bank?: string | null;
                    };
                    chain?: ("TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA") | null;
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            expiresAt: string | null;
                            failure: string | null;
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
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
    "payments.currentAttempt": {
        parameters: {
            query?: {
                orderId?: string | null;
                topUpId?: string | null;
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
                            id: string;
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            expiresAt: string | null;
                            failure: string | null;
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
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
    "payments.attempt": {
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            expiresAt: string | null;
                            failure: string | null;
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
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
    "payments.cancelAttempt": {
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            expiresAt: string | null;
                            failure: string | null;
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
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
    "payments.cardResult": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "S",
                 *       "message": "text"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    status: "S" | "F" | "R" | "U";
                    message?: string | null;
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            expiresAt: string | null;
                            failure: string | null;
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
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
    "payments.vcoinPurchase": {
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
                 *       "amount": "10.00",
                 *       "channel": "ONLINE"
                 *     }
                 */
                "application/json": {
                    amount: string;
                    /** @enum {string} */
                    channel: "ONLINE" | "CRYPTO";
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
    "payments.webhook": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/plain": string;
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
        };
    };
    "payments.pixWebhook": {
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
    "opsPayments.payments": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                provider?: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
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
                                orderId: string | null;
                                topUpId: string | null;
                                reference: string;
                                /** @enum {string} */
                                type: "ONLINE" | "CRYPTO";
                                /** @enum {string} */
                                method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                                /** @enum {string} */
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                /** @enum {string} */
                                status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                                currency: string;
                                amount: string;
                                fee: string;
                                mark?: string;
                                vcoin: string;
                                received: string;
                                vcoinCredited: string;
                                rate: string;
                                expiresAt: string | null;
                                failure: string | null;
                                orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                                createdAt: string;
                                payer: {
                                    uid: string;
                                    nickname: string;
                                };
                                providerRef: string | null;
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
    "opsPayments.events": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                outcome?: "APPLIED" | "DUPLICATE" | "IGNORED" | "REJECTED";
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
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                eventId: string | null;
                                kind: string;
                                /** @enum {string} */
                                outcome: "APPLIED" | "DUPLICATE" | "IGNORED" | "REJECTED";
                                detail: string | null;
                                attemptId: string | null;
                                deliveries: number;
                                receivedAt: string;
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
    "opsPayments.payment": {
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
                            orderId: string | null;
                            topUpId: string | null;
                            reference: string;
                            /** @enum {string} */
                            type: "ONLINE" | "CRYPTO";
                            /** @enum {string} */
                            method: "CARD" | "PIX" | "BOLETO" | "TPAGA" | "EWALLET" | "PAYPAL" | "BANK_TRANSFER" | "PREPAID_CARD" | "CRYPTO";
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            /** @enum {string} */
                            status: "WAITING" | "CONFIRMING" | "PARTIAL" | "SUCCEEDED" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            currency: string;
                            amount: string;
                            fee: string;
                            mark?: string;
                            vcoin: string;
                            received: string;
                            vcoinCredited: string;
                            rate: string;
                            expiresAt: string | null;
                            failure: string | null;
                            orderStatus: ("WAITINGPAYMENT" | "CANCELLED" | "PAYING" | "PAYMENTFAILED" | "PAYMENTSUCCESS" | "CONFIRMINGPAYMENT" | "DELIVERING" | "DELIVERED" | "CHARGEBACK" | "REFUND") | null;
                            createdAt: string;
                            payer: {
                                uid: string;
                                nickname: string;
                            };
                            providerRef: string | null;
                            instructions: {
                                /** @constant */
                                kind: "CARD_FRAME";
                                transactionId: string;
                                checkoutUrl: string;
                                /** @enum {string} */
                                environment: "sandbox" | "production";
                            } | {
                                /** @constant */
                                kind: "PIX";
                                brCode: string;
                            } | {
                                /** @constant */
                                kind: "BOLETO";
                                line: string;
                                formattedLine: string;
                                barcode: string;
                                dueDate: string;
                                documentUrl: string;
                            } | {
                                /** @constant */
                                kind: "PAYMENT_CODE";
                                url: string;
                                token: string;
                            } | {
                                /** @constant */
                                kind: "REDIRECT";
                                url: string;
                            } | {
                                /** @constant */
                                kind: "PENDING";
                            } | {
                                /** @constant */
                                kind: "CRYPTO";
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                address: string;
                                amount: string;
                                decimals: number;
                                confirmationsRequired: number;
                                contract?: string;
                            };
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                            }[];
                            events: {
                                id: string;
                                /** @enum {string} */
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                eventId: string | null;
                                kind: string;
                                /** @enum {string} */
                                outcome: "APPLIED" | "DUPLICATE" | "IGNORED" | "REJECTED";
                                detail: string | null;
                                attemptId: string | null;
                                deliveries: number;
                                receivedAt: string;
                            }[];
                            settlements: {
                                transactionId: string;
                                type: string;
                                amount: string;
                                at: string;
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
    "opsPayments.refund": {
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
                 *       "reason": "text"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                            /** @enum {string} */
                            status: "REFUND" | "REFUND_REQUESTED";
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
    "opsPayments.cryptoReview": {
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
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                amount: string;
                                confirmations: number;
                                /** @enum {string} */
                                status: "COUNTING" | "CREDITED" | "REVIEW";
                                late: boolean;
                                at: string;
                                id: string;
                                address: string;
                                resolvedTo: string | null;
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
    "opsPayments.creditReview": {
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
                 *       "uid": "text"
                 *     }
                 */
                "application/json": {
                    uid: string;
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
                            /** @constant */
                            status: "CREDITED";
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
    "opsPayments.debts": {
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
                                user: {
                                    uid: string;
                                    nickname: string;
                                };
                                orderId: string;
                                orderNo: string;
                                amount: string;
                                at: string;
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
    "sandbox.payments": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                provider?: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
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
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                providerRef: string;
                                merchantRef: string;
                                method: string;
                                currency: string;
                                amount: string;
                                paid: string;
                                /** @enum {string} */
                                status: "CREATED" | "PENDING_3DS" | "PAID" | "PARTIAL" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                                expiresAt: string | null;
                                createdAt: string;
                                webhooks: number;
                                acknowledged: number;
                                actions: ("PAY" | "FAIL" | "PAY_LATE" | "UNDERPAY" | "OVERPAY" | "CHARGEBACK" | "REFUND" | "EXPIRE")[];
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
    "sandbox.action": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "action": "PAY",
                 *       "amount": "10.00"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    action: "PAY" | "FAIL" | "PAY_LATE" | "UNDERPAY" | "OVERPAY" | "CHARGEBACK" | "REFUND" | "EXPIRE";
                    amount?: string | null;
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
                            /** @enum {string} */
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            providerRef: string;
                            merchantRef: string;
                            method: string;
                            currency: string;
                            amount: string;
                            paid: string;
                            /** @enum {string} */
                            status: "CREATED" | "PENDING_3DS" | "PAID" | "PARTIAL" | "FAILED" | "EXPIRED" | "CANCELLED" | "CHARGEBACK" | "REFUNDED";
                            expiresAt: string | null;
                            createdAt: string;
                            webhooks: number;
                            acknowledged: number;
                            actions: ("PAY" | "FAIL" | "PAY_LATE" | "UNDERPAY" | "OVERPAY" | "CHARGEBACK" | "REFUND" | "EXPIRE")[];
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
    "sandbox.webhooks": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                paymentId?: string;
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
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                paymentId: string | null;
                                eventId: string;
                                tries: number;
                                nextAt: string | null;
                                ackedAt: string | null;
                                lastStatus: number | null;
                                lastAnswer: string | null;
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
    "sandbox.redeliver": {
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
                            provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                            paymentId: string | null;
                            eventId: string;
                            tries: number;
                            nextAt: string | null;
                            ackedAt: string | null;
                            lastStatus: number | null;
                            lastAnswer: string | null;
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
    "sandbox.crypto": {
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
                            chains: {
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                height: number;
                                addresses: string[];
                            }[];
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                toAddress: string;
                                amount: string;
                                confirmations: number;
                                createdAt: string;
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
    "sandbox.transfer": {
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
                 *       "chain": "TRC20",
                 *       "token": "USDT",
                 *       "toAddress": "text",
                 *       "amount": "10.00"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                    /** @enum {string} */
                    token: "USDT" | "USDC";
                    toAddress: string;
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
                            chains: {
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                height: number;
                                addresses: string[];
                            }[];
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                toAddress: string;
                                amount: string;
                                confirmations: number;
                                createdAt: string;
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
    "sandbox.mine": {
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
                 *       "chain": "TRC20",
                 *       "blocks": 1
                 *     }
                 */
                "application/json": {
                    chain?: ("TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA") | null;
                    blocks: number;
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
                            chains: {
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                height: number;
                                addresses: string[];
                            }[];
                            transfers: {
                                txHash: string;
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                /** @enum {string} */
                                token: "USDT" | "USDC";
                                toAddress: string;
                                amount: string;
                                confirmations: number;
                                createdAt: string;
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
    "ops.overview": {
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
                            topUpsWaiting: number;
                            userTotal: string;
                            unsentMessages: number;
                            lastVerify: {
                                at: string;
                                ok: boolean;
                            } | null;
                            paymentProviders: {
                                /** @enum {string} */
                                provider: "onerway" | "pix" | "boleto" | "tpaga" | "wallet" | "paypal" | "crypto";
                                /** @enum {string} */
                                state: "live" | "simulator" | "off";
                            }[];
                            chains: {
                                /** @enum {string} */
                                chain: "TRC20" | "ERC20" | "BEP20" | "POLYGON" | "SOLANA";
                                lagBlocks: number;
                                head: number;
                                cursor: number;
                                host: string | null;
                                lastError: string | null;
                                lastErrorAt: string | null;
                                checkedAt: string;
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
    "ops.topUps": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "WAITING_VOUCHER" | "WAITING_REVIEW" | "CONFIRMED" | "REJECTED" | "CANCELLED" | "WAITING_PAYMENT";
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
                                user: {
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                                decidedBy: {
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                } | null;
                                reused: boolean;
                                surplusConfirmAbove: string;
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
    "ops.topUp": {
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
                            user: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            decidedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
                            reused: boolean;
                            surplusConfirmAbove: string;
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
    "ops.confirmTopUp": {
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
                 *       "receivedAmount": "10.00",
                 *       "confirmedAmount": "10.00"
                 *     }
                 */
                "application/json": {
                    receivedAmount: string;
                    confirmedAmount?: string | null;
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
                            user: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            decidedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
                            reused: boolean;
                            surplusConfirmAbove: string;
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
    "ops.rejectTopUp": {
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
                 *       "reason": "text"
                 *     }
                 */
                "application/json": {
                    reason: string;
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
                            user: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            };
                            decidedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
                            reused: boolean;
                            surplusConfirmAbove: string;
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
    "ops.rates": {
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
                            currency: string;
                            rate: string;
                            feePercent: string;
                            feeFixed: string;
                            feeMax: string | null;
                            updatedAt: string;
                            updatedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
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
    "ops.setRate": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                currency: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "rate": "text",
                 *       "feePercent": "10.00",
                 *       "feeFixed": "10.00",
                 *       "feeMax": "10.00"
                 *     }
                 */
                "application/json": {
                    rate: string;
                    feePercent: string;
                    feeFixed: string;
                    feeMax?: string | null;
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
                            currency: string;
                            rate: string;
                            feePercent: string;
                            feeFixed: string;
                            feeMax: string | null;
                            updatedAt: string;
                            updatedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
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
    "ops.rateHistory": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                currency: string;
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
                            currency: string;
                            rate: string;
                            feePercent: string;
                            feeFixed: string;
                            feeMax: string | null;
                            updatedAt: string;
                            updatedBy: {
                                uid: string;
                                nickname: string;
                                avatar: string | null;
                            } | null;
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
    "ops.bankAccount": {
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
                        } | null;
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
    "ops.setBankAccount": {
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
                 *       "recipientBank": "text",
                 *       "bankAddress": "text",
                 *       "recipientName": "text",
                 *       "recipientAddress": "text",
                 *       "recipientAccount": "text",
                 *       "swift": "text",
                 *       "bankCode": "text",
                 *       "branchCode": "text"
                 *     }
                 */
                "application/json": {
                    recipientBank: string;
                    bankAddress: string;
                    recipientName: string;
                    recipientAddress: string;
                    recipientAccount: string;
                    swift: string;
                    bankCode?: string | null;
                    branchCode?: string | null;
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
    "ops.ledger": {
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
                            userTotal: string;
                            wallets: number;
                            platformAccounts: {
                                code: string;
                                posted: string;
                                pendingDebit: string;
                                pendingCredit: string;
                            }[];
                            lastVerify: {
                                at: string;
                                ok: boolean;
                                transactions: number;
                                accounts: number;
                                violations: string[];
                            } | null;
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
    "ops.verifyLedger": {
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
                            at: string;
                            ok: boolean;
                            transactions: number;
                            accounts: number;
                            violations: string[];
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
    "ops.messages": {
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
                                channel: string;
                                recipient: string;
                                subject: string;
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
    "ops.actions": {
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
                                operator: {
                                    uid: string;
                                    nickname: string;
                                    avatar: string | null;
                                };
                                action: string;
                                target: string;
                                detail: {
                                    [key: string]: unknown;
                                };
                                at: string;
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
    "codes.generate": {
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
                 *       "cardId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "quantity": 1,
                 *       "format": "STANDARD"
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    cardId: string;
                    quantity: number;
                    /**
                     * @default STANDARD
                     * @enum {string}
                     */
                    format?: "STANDARD" | "DIGITS" | "LONG";
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
                            taskId: string;
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
    "codes.records": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                cardId?: string;
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
                                recordNo: string;
                                taskId: string;
                                /** @enum {string} */
                                state: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                                made: number;
                                operator: {
                                    uid: string;
                                    nickname: string;
                                };
                                card: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                    picture: string;
                                };
                                /** @enum {string} */
                                format: "STANDARD" | "DIGITS" | "LONG";
                                quantity: number;
                                stockAfter: number | null;
                                activated: number;
                                locked: number;
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
    "codes.record": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
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
                            recordNo: string;
                            taskId: string;
                            /** @enum {string} */
                            state: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            made: number;
                            operator: {
                                uid: string;
                                nickname: string;
                            };
                            card: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                picture: string;
                            };
                            /** @enum {string} */
                            format: "STANDARD" | "DIGITS" | "LONG";
                            quantity: number;
                            stockAfter: number | null;
                            activated: number;
                            locked: number;
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
    "codes.codes": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                keyword?: string;
                status?: "NORMAL" | "ACTIVATED" | "LOCKED";
            };
            header?: never;
            path: {
                taskId: string;
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
                            list: {
                                id: string;
                                code: string;
                                /** @enum {string} */
                                status: "NORMAL" | "ACTIVATED" | "LOCKED";
                                account: string | null;
                                cardNumber: string;
                                activatedAt: string | null;
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
    "codes.startExport": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "format": "XLSX",
                 *       "timeZone": "text"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    format: "XLSX" | "TXT" | "PDF" | "CSV";
                    timeZone?: string;
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
                            taskId: string;
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
    "codes.exportFile": {
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
    "codes.redeem": {
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
                 *       "code": "text",
                 *       "target": "text",
                 *       "deviceSecret": "text"
                 *     }
                 */
                "application/json": {
                    code: string;
                    target?: string | null;
                    deviceSecret?: string | null;
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
                            cardType: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                            cardName: string;
                            brand: string | null;
                            target: string;
                            expiresAt: string | null;
                            credit: number | null;
                            sessions: {
                                total: number;
                                tv: number;
                                mobileWeb: number;
                            } | null;
                            deviceSecret: string | null;
                        };
                        message: string;
                    } | components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    "recharge.start": {
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
                 *       "cardId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
                 *       "accounts": [
                 *         "text"
                 *       ],
                 *       "quantity": 1
                 *     }
                 */
                "application/json": {
                    /** Format: uuid */
                    cardId: string;
                    accounts: string[];
                    quantity: number;
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
                            taskId: string;
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
    "recharge.list": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                status?: "IN_PROGRESS" | "COMPLETED";
                cardId?: string;
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
                                taskId: string;
                                /** @enum {string} */
                                state: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                                card: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                    picture: string;
                                };
                                quantity: number;
                                accounts: number;
                                succeeded: number;
                                failed: number;
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
    "recharge.historyAccounts": {
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
                            account: string;
                            lastRechargedAt: string;
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
    "recharge.detail": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                taskId: string;
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
                            taskId: string;
                            /** @enum {string} */
                            state: "PENDING" | "RUNNING" | "DONE" | "FAILED";
                            card: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                type: "ACCOUNT_CARD" | "RECHARGE_CARD" | "PREPAID_CARD" | "DEVICE_LICENCE";
                                picture: string;
                            };
                            quantity: number;
                            accounts: number;
                            succeeded: number;
                            failed: number;
                            createdAt: string;
                            items: {
                                account: string;
                                status: ("SUCCESS" | "FAILED" | "UNDONE") | null;
                                errorCode: number | null;
                                expiresAt: string | null;
                                units: number;
                                canUndo: boolean;
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
    "recharge.units": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
                account?: string;
            };
            header?: never;
            path: {
                taskId: string;
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
                            list: {
                                account: string;
                                cardNumber: string;
                                undone: boolean;
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
    "recharge.undo": {
        parameters: {
            query?: never;
            header: {
                /** @description Your own unique id of this operation (for an order, your order number): the same key within 30 days answers the first call's answer again and moves nothing twice. */
                "Idempotency-Key": string;
            };
            path: {
                taskId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "account": "text"
                 *     }
                 */
                "application/json": {
                    account: string;
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
                            account: string;
                            status: ("SUCCESS" | "FAILED" | "UNDONE") | null;
                            errorCode: number | null;
                            expiresAt: string | null;
                            units: number;
                            canUndo: boolean;
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
    "notifications.events": {
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
    "notifications.list": {
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
                                /** Format: uuid */
                                id: string;
                                /** @enum {string} */
                                kind: "NEW_ORDER" | "VOUCHER_TO_REVIEW" | "ORDER_PAID" | "MONEY_RETURNED" | "LOW_STOCK" | "FOLLOW_REQUEST" | "ORDER_DELIVERED" | "VOUCHER_REJECTED" | "PAYMENT_FAILED";
                                title: string;
                                body: string;
                                link: string;
                                read: boolean;
                                createdAt: string;
                            }[];
                            total: number;
                            pageNum: number;
                            pageSize: number;
                            unread: number;
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
    "notifications.unread": {
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
                            unread: number;
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
    "notifications.markRead": {
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
                 *       "ids": [
                 *         "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11"
                 *       ]
                 *     }
                 */
                "application/json": {
                    ids: string[];
                } | {
                    /** @constant */
                    all: true;
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
                            unread: number;
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
    "notifications.settings": {
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
                            settings: {
                                /** @enum {string} */
                                kind: "NEW_ORDER" | "VOUCHER_TO_REVIEW" | "ORDER_PAID" | "MONEY_RETURNED" | "LOW_STOCK" | "FOLLOW_REQUEST" | "ORDER_DELIVERED" | "VOUCHER_REJECTED" | "PAYMENT_FAILED";
                                INBOX: boolean;
                                EMAIL: boolean;
                                PUSH: boolean;
                            }[];
                            email: string | null;
                            pushKey: string | null;
                            pushDevices: number;
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
    "notifications.setSetting": {
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
                 *       "kind": "NEW_ORDER",
                 *       "channel": "INBOX",
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    kind: "NEW_ORDER" | "VOUCHER_TO_REVIEW" | "ORDER_PAID" | "MONEY_RETURNED" | "LOW_STOCK" | "FOLLOW_REQUEST" | "ORDER_DELIVERED" | "VOUCHER_REJECTED" | "PAYMENT_FAILED";
                    /** @enum {string} */
                    channel: "INBOX" | "EMAIL" | "PUSH";
                    enabled: boolean;
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
                            settings: {
                                /** @enum {string} */
                                kind: "NEW_ORDER" | "VOUCHER_TO_REVIEW" | "ORDER_PAID" | "MONEY_RETURNED" | "LOW_STOCK" | "FOLLOW_REQUEST" | "ORDER_DELIVERED" | "VOUCHER_REJECTED" | "PAYMENT_FAILED";
                                INBOX: boolean;
                                EMAIL: boolean;
                                PUSH: boolean;
                            }[];
                            email: string | null;
                            pushKey: string | null;
                            pushDevices: number;
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
    "notifications.subscribePush": {
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
                 *       "endpoint": "https://shop.example.com/hooks",
                 *       "keys": {
                 *         "p256dh": "textxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
                 *         "auth": "textxxxxxxxxxxxxxxxxxx"
                 *       }
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
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
                            pushDevices: number;
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
    "notifications.unsubscribePush": {
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
                 *       "endpoint": "https://shop.example.com/hooks"
                 *     }
                 */
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
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
                            pushDevices: number;
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
                 *       "fingerprintId": "0b6e1c52-3f1a-4c39-9d7e-6f0a2f1e8c11",
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
                 *       "email": "reseller@example.com"
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
                 *       "email": "reseller@example.com",
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
    "webhooks.list": {
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
                            list: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                                enabled: boolean;
                                createdAt: string;
                                previousSecretUntil: string | null;
                                lastDelivery: {
                                    /** @enum {string} */
                                    status: "pending" | "delivered" | "failed";
                                    at: string;
                                } | null;
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
    "webhooks.create": {
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
                 *       "url": "text",
                 *       "description": "",
                 *       "events": [
                 *         "order.created"
                 *       ]
                 *     }
                 */
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
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
                            endpoint: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                                enabled: boolean;
                                createdAt: string;
                                previousSecretUntil: string | null;
                                lastDelivery: {
                                    /** @enum {string} */
                                    status: "pending" | "delivered" | "failed";
                                    at: string;
                                } | null;
                            };
                            secret: string;
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
    "webhooks.get": {
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
                            url: string;
                            description: string;
                            events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                            enabled: boolean;
                            createdAt: string;
                            previousSecretUntil: string | null;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                at: string;
                            } | null;
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
    "webhooks.remove": {
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
                            /** @constant */
                            deleted: true;
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
    "webhooks.update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "description": "text",
                 *       "events": [
                 *         "order.created"
                 *       ],
                 *       "enabled": true
                 *     }
                 */
                "application/json": {
                    description?: string;
                    events?: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                    enabled?: boolean;
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
                            url: string;
                            description: string;
                            events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                            enabled: boolean;
                            createdAt: string;
                            previousSecretUntil: string | null;
                            lastDelivery: {
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                at: string;
                            } | null;
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
    "webhooks.rotateSecret": {
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
                            endpoint: {
                                /** Format: uuid */
                                id: string;
                                url: string;
                                description: string;
                                events: ("order.created" | "order.paid" | "order.delivered" | "order.cancelled" | "voucher.uploaded" | "voucher.rejected" | "payment.chargeback" | "payment.refunded" | "stock.low" | "codes.generated" | "recharge.completed" | "follow.requested")[];
                                enabled: boolean;
                                createdAt: string;
                                previousSecretUntil: string | null;
                                lastDelivery: {
                                    /** @enum {string} */
                                    status: "pending" | "delivered" | "failed";
                                    at: string;
                                } | null;
                            };
                            secret: string;
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
    "webhooks.deliveries": {
        parameters: {
            query?: {
                pageNum?: number;
                pageSize?: number;
            };
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
                            list: {
                                /** Format: uuid */
                                id: string;
                                webhookId: string;
                                type: string;
                                /** @enum {string} */
                                status: "pending" | "delivered" | "failed";
                                attempts: number;
                                lastStatus: number | null;
                                lastResponse: string | null;
                                payload: string;
                                createdAt: string;
                                lastAttemptAt: string | null;
                                nextAttemptAt: string | null;
                                deliveredAt: string | null;
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
    "webhooks.resend": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
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
                            webhookId: string;
                            type: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastStatus: number | null;
                            lastResponse: string | null;
                            payload: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            deliveredAt: string | null;
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
