// Generated from openapi.json by scripts/openapi.ts (npm run build -w @alfie/api): do not edit.
export interface paths {
    "/Auth/authenticate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in; answers the token, role and language (or a two-factor challenge) */
        post: {
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
                     *       "username": "customer@example.com",
                     *       "password": "Demo-2026!"
                     *     }
                     */
                    "application/json": {
                        username: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "account": {
                         *         "token": "eyJhbGciOiJIUzI1NiJ9...",
                         *         "role": "customer",
                         *         "accountType": "Customer",
                         *         "id": 4,
                         *         "username": "customer@example.com"
                         *       },
                         *       "currentUserId": 4,
                         *       "languages": [
                         *         {
                         *           "language": "it"
                         *         }
                         *       ],
                         *       "company": "Rossi Viaggi S.r.l.",
                         *       "email": "customer@example.com"
                         *     }
                         */
                        "application/json": {
                            account: {
                                token: string;
                                /** @enum {string} */
                                role: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                                /** @enum {string} */
                                accountType: "Customer" | "Operator" | "PersonalAssistant";
                                id: number;
                                username: string;
                            };
                            currentUserId: number;
                            languages: {
                                /** @enum {string} */
                                language: "it" | "en" | "fr";
                            }[];
                            company?: string | null;
                            email?: string;
                            twoFactorEnrolmentRequired?: boolean;
                        } | {
                            /** @enum {unknown} */
                            twoFactorRequired: true;
                            challenge: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/registercustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register a company (waits for approval) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        BusinessName: string;
                        CreateDate?: string | null;
                        Email: string;
                        Country: string;
                        City: string;
                        PostalCode: string;
                        Street: string;
                        Sdi?: string | null;
                        VatCode?: string | null;
                        FiscalCode?: string | null;
                        Account: {
                            AccountType?: string;
                            Username?: string;
                            Password: string;
                            CreateDate?: string | null;
                            Status?: string | null;
                            /** @enum {string} */
                            role?: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                            /** @enum {unknown} */
                            TermsConditions: true;
                            /** @enum {unknown} */
                            Privacy: true;
                            /**
                             * @default it
                             * @enum {string}
                             */
                            Language?: "it" | "en" | "fr";
                        };
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            businessName: string;
                            email: string;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/generateresetpasswordtoken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Mail a password-reset link (the same answer whether the address is known or not) */
        get: {
            parameters: {
                query: {
                    username: string;
                    role?: "customer" | "operator";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/resetpassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/customers/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Registered companies, newest first (status '', created, approved, rejected; city = head office) */
        get: {
            parameters: {
                query?: {
                    status?: "" | "created" | "approved" | "rejected";
                    city?: string;
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {unknown} */
                            type: "customer-b2b";
                            businessName: string;
                            country: string;
                            city: string;
                            postalCode: string;
                            street: string;
                            vatCode: string | null;
                            fiscalCode: string | null;
                            sdi: string | null;
                            email: string;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string;
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/customers-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Head-office cities of the companies the caller may see */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/customer-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One company */
        get: {
            parameters: {
                query: {
                    customerid: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            businessName: string;
                            country: string;
                            postalCode: string;
                            vatCode: string | null;
                            sdi: string | null;
                            email: string;
                            city: string;
                            street: string;
                            fiscalCode: string | null;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/approve-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve (enables login, mails the next steps) or reject (mails the outcome) a created company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        CustomerId: number | string;
                        Status: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/customers-unserved-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Companies whose country is none Alfie serves (country-bound operators cannot see them) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            businessName: string;
                            country: string;
                            city: string;
                            email: string;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string;
                        }[];
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/update-customer-country": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tie a company in no served country to a served one (by name or code); 400 INVALID.COUNTRY for any other, 409 COMPANY.COUNTRY.SERVED for a company already served */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        CustomerId: number | string;
                        Country: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Customer/alfie/currentcustomer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            /** @enum {unknown} */
                            type: "customer-b2b";
                            businessName: string;
                            country: string;
                            city: string;
                            postalCode: string;
                            street: string;
                            vatCode: string | null;
                            fiscalCode: string | null;
                            sdi: string | null;
                            email: string;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string;
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/alfie/delete-customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delete a company profile (the customer its own, operator-admin any); requests stay */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/events-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket, valid 60 s, that opens the live request events stream (GET /request/alfie/events) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticket: string;
                            expiresAt: string;
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/events-ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A single-use ticket, valid 60 s, that opens the live request events stream (GET /request/alfie/events) carrying only the events of the PA's own assignments */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            ticket: string;
                            expiresAt: string;
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server-sent events (text/event-stream) of requests in the ticket owner's country scope (a PA's ticket: only the requests assigned to that PA): `id: <n>`, `event: request.created|request.assigned|request.cancelled|request.paid|request.field|request.travel`, `data: {"id","type","status"}`; Last-Event-ID (or lastEventId) resumes within five minutes; `: heartbeat` every 25 s
         * @description Opened with a ticket of POST /request/alfie/events-ticket or POST /pa/alfie/events-ticket (single-use, 60 s), as EventSource cannot send a bearer header. 401 for a missing, used or expired ticket, or one whose session has ended; an open stream ends within seconds of its session ending, and an account holds at most 5 (a new one ends the oldest).
         */
        get: {
            parameters: {
                query?: {
                    ticket?: string;
                    lastEventId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/travel-refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Asks the flight-status provider about the request's flights now (within the daily call budget) and answers the request's travels with their tracking; with tracking off nothing is asked and each travel's state is 'off' */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            travels: {
                                /** @enum {string} */
                                type: "airplain" | "train";
                                code: string;
                                company: string;
                                lastname?: string | null;
                                from?: string | null;
                                to?: string | null;
                                arrivalDatetime?: string | null;
                                tracking?: {
                                    /** @enum {string} */
                                    state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                    scheduledArrival: string | null;
                                    expectedArrival: string | null;
                                    landedAt: string | null;
                                    observedAt: string | null;
                                };
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active operator accounts (an operator limited to a country: that country's only) */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            createdDate: string;
                            account: {
                                id: number;
                                username: string;
                                /** @enum {string} */
                                role: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                                country: string | null;
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/register-new-operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register an operator (country required unless operator-admin) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstname: string;
                        lastname: string;
                        email: string;
                        account: {
                            username?: string;
                            /** @enum {string} */
                            role: "operator-user" | "operator-recruiter" | "operator-admin" | "operator";
                            password: string;
                            country?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            createdDate: string;
                            account: {
                                id: number;
                                username: string;
                                /** @enum {string} */
                                role: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                                country: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/update-operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Edit another operator's name, role and country (a role change ends their sessions) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        firstname: string;
                        lastname: string;
                        account: {
                            id: number;
                            /** @enum {string} */
                            role: "operator-user" | "operator-recruiter" | "operator-admin" | "operator";
                            country?: string | null;
                        };
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            lastname: string;
                            email: string;
                            createdDate: string;
                            account: {
                                id: number;
                                username: string;
                                /** @enum {string} */
                                role: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                                country: string | null;
                            };
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/delete-operator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Disable another operator's account */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/send-reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail another operator a link to set a new password */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/personal-assistants/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PA applicants, newest first (status '', created, approved, rejected; city = domicile) */
        get: {
            parameters: {
                query?: {
                    status?: "" | "created" | "approved" | "rejected";
                    city?: string;
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            firstName: string;
                            lastname: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            mobile: string | null;
                            homeTown: string | null;
                            birthdate: string | null;
                            job: string | null;
                            hobby: string | null;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string | null;
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personalassistant/alfie/personal-assistant-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Domicile cities of the PAs the caller may see */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/personal-assistant-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list whose first item is the PA, with languages, vehicles and past assignments */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            firstName: string;
                            lastname: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            mobile: string | null;
                            homeTown: string | null;
                            birthdate: string | null;
                            job: string | null;
                            hobby: string | null;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string | null;
                            languagesSpoken: {
                                culture: string;
                                knowledgeLevel: number;
                            }[];
                            vehicles: {
                                vehicleType: string;
                                brand: string;
                                model: string;
                                registrationYear: number;
                            }[];
                            assigns: {
                                date: string;
                                city: string;
                            }[];
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/approve-personal-assistant": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or reject a created applicant (approval mails the next steps) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        personalAssistantId: number | string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/apply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Apply as a PA (adult, cities of get-cities); 409 when the e-mail is already in use */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        firstname: string;
                        lastname: string;
                        email: string;
                        phone?: ("" | string) | null;
                        mobile: string;
                        homeTown: string;
                        birthdate: string;
                        job?: string | null;
                        hobby?: string | null;
                        languagesSpoken: {
                            /** @enum {string} */
                            culture: "it" | "en" | "es" | "fr" | "de" | "other";
                            /** @enum {number} */
                            knowledgeLevel: 0 | 50 | 80 | 100;
                        }[];
                        /** @default [] */
                        vehicles?: {
                            /** @enum {string} */
                            vehicleType: "carType1" | "carType2" | "carType3" | "moto";
                            brand: string;
                            model: string;
                            registrationYear: number | string;
                        }[];
                        cityIds: number[];
                        /** @enum {string} */
                        language: "it" | "en" | "fr";
                        /** @enum {unknown} */
                        privacy: true;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/apply-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries and cities an applicant may choose */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            cities: {
                                id: number;
                                cityName: string;
                            }[];
                        }[];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/open-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Created future requests in the PA's cities, soonest first, with offered and fit */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            uId: string;
                            /** @enum {string} */
                            type: "business" | "consumer";
                            createDate: string;
                            startDatetime: string;
                            endDatetime: string;
                            status: string;
                            personalAssistantId: number | null;
                            passengers: number;
                            services: string | null;
                            serviceNotes: string | null;
                            helpNotes: string | null;
                            requiredVehicle: string | null;
                            requiredVehicle1?: string | null;
                            requiredVehicle2?: string | null;
                            requiredVehicle3?: string | null;
                            requiredVehicle4?: string | null;
                            requiredVehicle5?: string | null;
                            requiredVehicle6?: string | null;
                            requiredVehicle7?: string | null;
                            requiredCulture1?: string | null;
                            requiredCulture2?: string | null;
                            requiredCulture3?: string | null;
                            requiredCulture4?: string | null;
                            requiredCulture5?: string | null;
                            requiredCulture6?: string | null;
                            additionalDetails: string | null;
                            paPaymentAmount: number | null;
                            paPaymentInstant: string | null;
                            currencyCode?: string;
                            currencySymbol?: string;
                            cities: {
                                city: string;
                                poi: string | null;
                                poiId: number | null;
                                street: string | null;
                                streetNumber: string | null;
                                postalCode: string | null;
                                cityId: number;
                                countryId: number;
                                country: string;
                                orderIndex: number;
                            }[];
                            offered: boolean;
                            fit: {
                                languages: boolean;
                                vehicle: boolean;
                                city: boolean;
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer availability for an open request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            offered: boolean;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/withdraw-offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw an offer while the request is not assigned */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            offered: boolean;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/offers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PA's offers, live and withdrawn, newest first, each with where it stands */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            /** @enum {string} */
                            response: "offered" | "read" | "accepted" | "declined";
                            offeredAt: string;
                            withdrawable: boolean;
                            assignedToMe: boolean;
                            /** @enum {string} */
                            state: "waiting" | "clashes" | "mine" | "closed" | "withdrawn";
                            clashesWith: number | null;
                            request: {
                                id: number;
                                uId: string;
                                /** @enum {string} */
                                type: "business" | "consumer";
                                createDate: string;
                                startDatetime: string;
                                endDatetime: string;
                                status: string;
                                personalAssistantId: number | null;
                                passengers: number;
                                services: string | null;
                                serviceNotes: string | null;
                                helpNotes: string | null;
                                requiredVehicle: string | null;
                                requiredVehicle1?: string | null;
                                requiredVehicle2?: string | null;
                                requiredVehicle3?: string | null;
                                requiredVehicle4?: string | null;
                                requiredVehicle5?: string | null;
                                requiredVehicle6?: string | null;
                                requiredVehicle7?: string | null;
                                requiredCulture1?: string | null;
                                requiredCulture2?: string | null;
                                requiredCulture3?: string | null;
                                requiredCulture4?: string | null;
                                requiredCulture5?: string | null;
                                requiredCulture6?: string | null;
                                additionalDetails: string | null;
                                paPaymentAmount: number | null;
                                paPaymentInstant: string | null;
                                currencyCode?: string;
                                currencySymbol?: string;
                                cities: {
                                    city: string;
                                    poi: string | null;
                                    poiId: number | null;
                                    street: string | null;
                                    streetNumber: string | null;
                                    postalCode: string | null;
                                    cityId: number;
                                    countryId: number;
                                    country: string;
                                    orderIndex: number;
                                }[];
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/assignments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PA's assignments with what is needed on the day (upcoming or past) */
        get: {
            parameters: {
                query?: {
                    period?: "upcoming" | "past";
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            uId: string;
                            /** @enum {string} */
                            type: "business" | "consumer";
                            createDate: string;
                            startDatetime: string;
                            endDatetime: string;
                            status: string;
                            personalAssistantId: number | null;
                            passengers: number;
                            services: string | null;
                            serviceNotes: string | null;
                            helpNotes: string | null;
                            requiredVehicle: string | null;
                            requiredVehicle1?: string | null;
                            requiredVehicle2?: string | null;
                            requiredVehicle3?: string | null;
                            requiredVehicle4?: string | null;
                            requiredVehicle5?: string | null;
                            requiredVehicle6?: string | null;
                            requiredVehicle7?: string | null;
                            requiredCulture1?: string | null;
                            requiredCulture2?: string | null;
                            requiredCulture3?: string | null;
                            requiredCulture4?: string | null;
                            requiredCulture5?: string | null;
                            requiredCulture6?: string | null;
                            additionalDetails: string | null;
                            paPaymentAmount: number | null;
                            paPaymentInstant: string | null;
                            currencyCode?: string;
                            currencySymbol?: string;
                            cities: {
                                city: string;
                                poi: string | null;
                                poiId: number | null;
                                street: string | null;
                                streetNumber: string | null;
                                postalCode: string | null;
                                cityId: number;
                                countryId: number;
                                country: string;
                                orderIndex: number;
                            }[];
                            customers: {
                                id: number;
                                businessName: string;
                            } | null;
                            referents: {
                                firstname: string;
                                lastname: string;
                                phone: string;
                                mobile: string;
                                email: string;
                            }[];
                            assisted: {
                                id?: number;
                                firstname: string;
                                lastname: string;
                                title: string;
                                mobile?: string | null;
                            }[];
                            travels: {
                                /** @enum {string} */
                                type: "airplain" | "train";
                                code: string;
                                company: string;
                                lastname?: string | null;
                                from?: string | null;
                                to?: string | null;
                                arrivalDatetime?: string | null;
                                tracking?: {
                                    /** @enum {string} */
                                    state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                    scheduledArrival: string | null;
                                    expectedArrival: string | null;
                                    landedAt: string | null;
                                    observedAt: string | null;
                                };
                            }[];
                            field: {
                                status: ("on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show") | null;
                                history: {
                                    /** @enum {string} */
                                    status: "on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show";
                                    at: string;
                                    recordedAt: string;
                                    lat?: number;
                                    lng?: number;
                                    accuracy?: number;
                                    note?: string;
                                }[];
                            };
                            noShowWaitMinutes: number;
                            flight?: {
                                code: string;
                                tracking: {
                                    /** @enum {string} */
                                    state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                    scheduledArrival: string | null;
                                    expectedArrival: string | null;
                                    landedAt: string | null;
                                    observedAt: string | null;
                                };
                                meetingAt: string;
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pa/alfie/field-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The assigned PA reports the service's next step (on-the-way, at-meeting-point, guest-met, ended, or no-show) inside its window; header Idempotency-Key: a retry answers the first press's result
         * @description The window runs from 3 hours before the start to 6 hours after the planned end. 409 FIELD.OUT.OF.WINDOW, FIELD.WRONG.ORDER, FIELD.NOT.YET (a no-show before the country waiting time), FIELD.SERVICE.CANCELLED, IDEMPOTENCY.KEY.REUSED; 404 for a request not assigned to the caller.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number;
                        /** @enum {string} */
                        status: "on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show";
                        at?: string;
                        lat?: number;
                        lng?: number;
                        accuracy?: number;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            field: {
                                status: ("on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show") | null;
                                history: {
                                    /** @enum {string} */
                                    status: "on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show";
                                    at: string;
                                    recordedAt: string;
                                    lat?: number;
                                    lng?: number;
                                    accuracy?: number;
                                    note?: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/expiring": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Authorizations whose honour period or 29-day validity ends within `hours` (default 48) */
        get: {
            parameters: {
                query?: {
                    hours?: string;
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            requestId: number;
                            orderId: string;
                            authorizationId: string;
                            amount: number;
                            currencyCode: string;
                            /** @enum {string} */
                            kind: "booking" | "extension";
                            expiresAt: string | null;
                            validUntil: string | null;
                            reauthorized: boolean;
                            startDatetime: string;
                            endDatetime: string;
                            /** @enum {string} */
                            reason: "validity-ending" | "honour-ending";
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/alfie/prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with their cities and POIs; prices in currency units, flat fee in hours */
        get: {
            parameters: {
                query?: {
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            countryCode: string;
                            vat: number;
                            withholdingTax: number;
                            currencySymbol: string;
                            currencyCode: string;
                            travelBufferMinutes: number;
                            noShowWaitMinutes: number;
                            cancellationPolicy: {
                                hoursBefore: number;
                                percent: number;
                            }[];
                            cities: {
                                id: number;
                                countryId: number;
                                cityName: string;
                                price: number;
                                forfait: number | null;
                                percToPA: number;
                                poIs: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    forfait: number;
                                    percToPA: number;
                                    cityId: number;
                                }[];
                            }[];
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/alfie/create-new-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or edit a city rule, or the POI rules of a city (amounts in currency units) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: number;
                        countryId: number;
                        cityName: string;
                        price: number | string;
                        forfait?: number | null;
                        percToPA: number | string;
                    } | {
                        id: number;
                        countryId: number;
                        pois: {
                            id?: number;
                            cityId: number;
                            name: string;
                            price: number | string;
                            forfait: number | string;
                            percToPA: number | string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            countryId: number;
                            cityName: string;
                            price: number;
                            forfait: number | null;
                            percToPA: number;
                        } | {
                            id: number;
                            countryId: number;
                            pois: {
                                id: number;
                                name: string;
                                price: number;
                                forfait: number;
                                percToPA: number;
                                cityId: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/alfie/delete-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a city rule (?cityId) or a POI rule (?poiId) that no request uses */
        delete: {
            parameters: {
                query?: {
                    cityId?: number | string;
                    poiId?: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/alfie/country-new-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create (country, code) or edit (name, countryCode) a country */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        country: string;
                        code: string;
                        vat: number | string;
                        withholdingTax: number | string;
                        currencySymbol: string;
                        currencyCode: string;
                        travelBufferMinutes?: number | string;
                        cancellationPolicy?: {
                            hoursBefore: number | string;
                            percent: number | string;
                        }[];
                        noShowWaitMinutes?: number | string;
                    } | {
                        id?: number;
                        name: string;
                        countryCode: string;
                        vat: number | string;
                        withholdingTax: number | string;
                        currencySymbol: string;
                        currencyCode: string;
                        travelBufferMinutes?: number | string;
                        cancellationPolicy?: {
                            hoursBefore: number | string;
                            percent: number | string;
                        }[];
                        noShowWaitMinutes?: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            countryCode: string;
                            vat: number;
                            withholdingTax: number;
                            currencySymbol: string;
                            currencyCode: string;
                            travelBufferMinutes: number;
                            noShowWaitMinutes: number;
                            cancellationPolicy: {
                                hoursBefore: number;
                                percent: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pricing/alfie/country-delete-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a country without cities */
        delete: {
            parameters: {
                query: {
                    countryName: string;
                    countryCode: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/PersonalAssistant/alfie/personal-assistant-by-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved PAs with a live offer (offered or accepted) for a request, with the offer's response, fit (score, reasons) and conflict; best fit first, busy PAs last */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            firstname: string;
                            firstName: string;
                            lastname: string;
                            lastName: string;
                            email: string;
                            phone: string | null;
                            mobile: string | null;
                            homeTown: string | null;
                            birthdate: string | null;
                            job: string | null;
                            hobby: string | null;
                            /** @enum {string} */
                            status: "created" | "approved" | "rejected";
                            createDate: string | null;
                            languagesSpoken: {
                                culture: string;
                                knowledgeLevel: number;
                            }[];
                            vehicles: {
                                vehicleType: string;
                                brand: string;
                                model: string;
                                registrationYear: number;
                            }[];
                            assigns: {
                                date: string;
                                city: string;
                            }[];
                            response: string;
                            conflict: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            } | null;
                            fit: {
                                score: number;
                                reasons: ({
                                    /** @enum {unknown} */
                                    code: "language";
                                    culture: string;
                                    level: number | null;
                                    met: boolean;
                                } | {
                                    /** @enum {unknown} */
                                    code: "vehicle";
                                    asked: string[];
                                    owned: string[];
                                    met: boolean;
                                } | {
                                    /** @enum {unknown} */
                                    code: "city";
                                    city: string;
                                    met: boolean;
                                } | {
                                    /** @enum {unknown} */
                                    code: "week-assignments";
                                    count: number;
                                } | {
                                    /** @enum {unknown} */
                                    code: "pa-cost";
                                    amount: number;
                                    currencyCode: string;
                                })[];
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Request/alfie/assign-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Assign a PA who offered to a created, unassigned request (409 when someone was faster; 409 PA.BUSY with `conflict` when the PA has an overlapping assignment) */
        post: {
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
                     *       "requestId": 12,
                     *       "personalAssistantId": 3
                     *     }
                     */
                    "application/json": {
                        requestId: number | string;
                        personalAssistantId: number;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /** @example true */
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            conflict?: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            conflict?: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            conflict?: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            conflict?: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                            conflict?: {
                                requestId: number;
                                startDatetime: string;
                                endDatetime: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Request/alfie/register-new-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** File a request for the own company */
        post: {
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
                     *       "type": "business",
                     *       "customerId": 2,
                     *       "startDatetime": "2026-12-01T10:00:00.000Z",
                     *       "endDatetime": "2026-12-01T12:00:00.000Z",
                     *       "cities": [
                     *         {
                     *           "countryId": 1,
                     *           "cityId": 1,
                     *           "poiId": 1,
                     *           "street": "",
                     *           "orderIndex": 0
                     *         }
                     *       ],
                     *       "passengers": 2,
                     *       "services": "meet-and-greet",
                     *       "requiredVehicle": "carType1",
                     *       "requiredCultures": [
                     *         "it",
                     *         "en"
                     *       ],
                     *       "referents": [
                     *         {
                     *           "firstname": "Maria",
                     *           "lastname": "Rossi",
                     *           "email": "maria@example.com",
                     *           "phone": "+39 02 1234567",
                     *           "mobile": "+39 333 1234567"
                     *         }
                     *       ],
                     *       "assisted": [
                     *         {
                     *           "firstname": "John",
                     *           "lastname": "Smith",
                     *           "title": "CEO",
                     *           "mobile": "+44 7700 900123"
                     *         }
                     *       ],
                     *       "travels": [
                     *         {
                     *           "type": "airplain",
                     *           "code": "AZ123",
                     *           "company": "ITA Airways",
                     *           "from": "LHR",
                     *           "to": "MXP"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /**
                         * @default business
                         * @enum {unknown}
                         */
                        type?: "business";
                        customerId: number;
                        personalAssistantId?: null;
                        startDatetime: string;
                        endDatetime: string;
                        cities: {
                            countryId: number;
                            cityId: number;
                            poiId?: number | null;
                            street?: string | null;
                            streetNumber?: string | null;
                            postalCode?: string | null;
                            orderIndex?: number;
                            city?: string | null;
                            poi?: string | null;
                            country?: string | null;
                        }[];
                        lat?: (string | number) | null;
                        lng?: (string | number) | null;
                        passengers?: number;
                        services?: string | null;
                        requiredVehicle?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle1?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle2?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle3?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle4?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle5?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        requiredVehicle6?: (("carType1" | "carType2" | "carType3" | "moto" | "nothing") | "") | null;
                        /** @default [] */
                        requiredCultures?: string[];
                        referents: {
                            firstname: string;
                            /** @default  */
                            lastname?: string;
                            email: string;
                            phone: string;
                            mobile: string;
                        }[];
                        assisted: {
                            firstname: string;
                            lastname: string;
                            title: string;
                            mobile?: string | null;
                        }[];
                        servicenotes?: string | null;
                        helpNotes?: string | null;
                        /** @default [] */
                        travels?: {
                            /** @enum {string} */
                            type: "airplain" | "train";
                            code: string;
                            from?: string | null;
                            to?: string | null;
                            /** @default  */
                            company?: string;
                            lastname?: string | null;
                            arrivalDatetime?: string | null;
                        }[];
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "id": 101,
                         *       "amount": 122,
                         *       "currencyCode": "EUR"
                         *     }
                         */
                        "application/json": {
                            id: number;
                            amount: number;
                            currencyCode: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's own requests, newest first (status '', ongoing or closed) */
        get: {
            parameters: {
                query?: {
                    status?: "" | "ongoing" | "closed";
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            startDatetime: string;
                            endDatetime: string;
                            createDate: string;
                            status: string;
                            cities: {
                                city: string;
                                street: string | null;
                                poi: string | null;
                            }[];
                            finalAmount: number | null;
                            currencyCode: string;
                            cancellationFee: {
                                /** @enum {string} */
                                state: "none" | "captured" | "owed";
                                feeCents: number;
                                capturedCents: number;
                            } | null;
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/delete-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cancel an own request whose start is in the future */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/cancellation-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What cancelling the request now costs (nothing before a PA is assigned, then its country's policy), why it is free (reason), until when it is free and when the fee next changes */
        get: {
            parameters: {
                query: {
                    /** @example 101 */
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        /**
                         * @example {
                         *       "feeCents": 6100,
                         *       "currencyCode": "EUR",
                         *       "percent": 50,
                         *       "reason": null,
                         *       "freeUntil": "2026-05-01T08:00:00.000Z",
                         *       "changesAt": "2026-05-02T06:00:00.000Z",
                         *       "nextFeeCents": 12200
                         *     }
                         */
                        "application/json": {
                            feeCents: number;
                            currencyCode: string;
                            percent: number;
                            reason: ("unassigned" | "free-window") | null;
                            freeUntil: string | null;
                            changesAt: string | null;
                            nextFeeCents: number | null;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/price-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Price rules for the live quote of the request form: rates, flat fees, VAT, currency and cancellation policy, without the PA's share and tax */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            countryCode: string;
                            vat: number;
                            currencySymbol: string;
                            currencyCode: string;
                            noShowWaitMinutes: number;
                            cancellationPolicy: {
                                hoursBefore: number;
                                percent: number;
                            }[];
                            cities: {
                                id: number;
                                countryId: number;
                                cityName: string;
                                price: number;
                                forfait: number | null;
                                poIs: {
                                    id: number;
                                    name: string;
                                    price: number;
                                    forfait: number;
                                    cityId: number;
                                }[];
                            }[];
                        }[];
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/saveIntent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the PayPal authorization of the customer's own assigned request (pending-capture) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: (string | number) | null;
                        requestId: number | string;
                        amount: number;
                        orderId: string;
                        authorizationId: string;
                        endDatetime?: (string | "") | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            requestId: number;
                            status: string;
                            amount: number;
                            endDatetime: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/extend-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Move the end of a paid request with a PayPal authorization of the extra cost */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id?: (string | number) | null;
                        requestId: number | string;
                        amount: number;
                        orderId: string;
                        authorizationId: string;
                        endDatetime?: (string | "") | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            requestId: number;
                            status: string;
                            amount: number;
                            endDatetime: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/extension-quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What moving the end of an own paid request costs (the amount extend-request expects) */
        get: {
            parameters: {
                query: {
                    requestId: number | string;
                    endDatetime: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            endDatetime: string;
                            amount: number;
                            value: string;
                            currencyCode: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/capture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Capture the authorizations of a request whose service is over; the request becomes completed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            status: string;
                            captured: {
                                id: number;
                                captureId: string | null;
                                amount: number;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Void the authorizations of a cancelled request */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            /** @enum {unknown} */
                            status: "cancelled";
                            voided: number[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/pa-paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record the PA payment of a completed, captured request (PA-paid) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            status: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment/alfie/reauthorize-due": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run the reauthorization job now (it also runs every 15 minutes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            reauthorized: {
                                id: number;
                                requestId: number;
                                authorizationId: string;
                            }[];
                            voided: number[];
                            expired: number[];
                            failed: {
                                id: number;
                                error: string;
                            }[];
                            skipped: number[];
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/active-requests/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Requests of a type, newest first unless sort/order say otherwise; startdate 'dd/MM/yyyy, HH:mm' Italian time is the lower bound of the service start; city is the departure's */
        get: {
            parameters: {
                query?: {
                    /** @example business */
                    type?: "business" | "consumer";
                    /** @example created */
                    status?: "" | "assigned" | "created";
                    city?: string;
                    startdate?: string;
                    dateformat?: string;
                    sort?: "createDate" | "startDatetime" | "departure" | "customer" | "status";
                    order?: "asc" | "desc";
                    /** @example 20 */
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            uId: string;
                            /** @enum {string} */
                            type: "business" | "consumer";
                            createDate: string;
                            startDatetime: string;
                            endDatetime: string;
                            status: string;
                            personalAssistantId: number | null;
                            passengers: number;
                            cities: {
                                city: string;
                                poi: string | null;
                                poiId: number | null;
                                street: string | null;
                                poiPrice: number | null;
                                cityPrice: number | null;
                                flatPrice: number | null;
                                streetNumber: string | null;
                                postalCode: string | null;
                                cityId: number;
                                countryId: number;
                                country: string;
                                orderIndex: number;
                            }[];
                            customers: {
                                id: number;
                                businessName: string;
                                vatCode: string | null;
                                email: string;
                            } | null;
                            services: string | null;
                            serviceNotes: string | null;
                            helpNotes: string | null;
                            requiredVehicle: string | null;
                            requiredVehicle1?: string | null;
                            requiredVehicle2?: string | null;
                            requiredVehicle3?: string | null;
                            requiredVehicle4?: string | null;
                            requiredVehicle5?: string | null;
                            requiredVehicle6?: string | null;
                            requiredVehicle7?: string | null;
                            requiredCulture1?: string | null;
                            requiredCulture2?: string | null;
                            requiredCulture3?: string | null;
                            requiredCulture4?: string | null;
                            requiredCulture5?: string | null;
                            requiredCulture6?: string | null;
                            amount: number | null;
                            additionalDetails: string | null;
                            paPaymentAmount: number | null;
                            paPaymentInstant: string | null;
                            referents: {
                                firstname: string;
                                lastname: string;
                                phone: string;
                                mobile: string;
                                email: string;
                            }[];
                            currencyCode?: string;
                            currencySymbol?: string;
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/active-requests-export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The Excel file (.xlsx) of the whole list active-requests answers for the same query (filters, country scope, sort), streamed
         * @description The body carries the caller's words for the file: every column's header, the status labels (the status itself when one is missing), the language (it, en, fr; default it) in which means of service, languages and countries are written, the file name, and the time zone the dates are written in (default UTC).
         */
        post: {
            parameters: {
                query?: {
                    type?: "business" | "consumer";
                    status?: "" | "assigned" | "created";
                    city?: string;
                    startdate?: string;
                    dateformat?: string;
                    sort?: "createDate" | "startDatetime" | "departure" | "customer" | "status";
                    order?: "asc" | "desc";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        headers: {
                            xId: string;
                            xType: string;
                            xCreateDate: string;
                            xStart: string;
                            xEnd: string;
                            xStatus: string;
                            xCountry: string;
                            xDepartureCity: string;
                            xDepartureAddress: string;
                            xDeparturePostalCode: string;
                            xArrivalCity: string;
                            xArrivalAddress: string;
                            xCityPrice: string;
                            xPoiPrice: string;
                            xFlatPrice: string;
                            xAmount: string;
                            xPaAmount: string;
                            xCurrency: string;
                            xCustomerName: string;
                            xCustomerVat: string;
                            xCustomerEmail: string;
                            xReferents: string;
                            xPassengers: string;
                            xVehicles: string;
                            xCultures: string;
                            xPa: string;
                        };
                        /** @default {} */
                        statuses?: {
                            created?: string;
                            assigned?: string;
                            completed?: string;
                            cancelled?: string;
                            "PA-paid"?: string;
                            "pending-capture"?: string;
                        };
                        /**
                         * @default it
                         * @enum {string}
                         */
                        language?: "it" | "en" | "fr";
                        fileName?: string;
                        /** @default UTC */
                        timeZone?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description attachment; the file name, .xlsx */
                        "Content-Disposition"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/requests-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities requests of that type depart from */
        get: {
            parameters: {
                query?: {
                    type?: "business" | "consumer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": string[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Request/alfie/request-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request with customer, people, travels */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            request: {
                                id: number;
                                uId: string;
                                /** @enum {string} */
                                type: "business" | "consumer";
                                createDate: string;
                                startDatetime: string;
                                endDatetime: string;
                                status: string;
                                personalAssistantId: number | null;
                                passengers: number;
                                cities: {
                                    city: string;
                                    poi: string | null;
                                    poiId: number | null;
                                    street: string | null;
                                    poiPrice: number | null;
                                    cityPrice: number | null;
                                    flatPrice: number | null;
                                    streetNumber: string | null;
                                    postalCode: string | null;
                                    cityId: number;
                                    countryId: number;
                                    country: string;
                                    orderIndex: number;
                                }[];
                                customers: {
                                    id: number;
                                    businessName: string;
                                    vatCode: string | null;
                                    email: string;
                                } | null;
                                services: string | null;
                                serviceNotes: string | null;
                                helpNotes: string | null;
                                requiredVehicle: string | null;
                                requiredVehicle1?: string | null;
                                requiredVehicle2?: string | null;
                                requiredVehicle3?: string | null;
                                requiredVehicle4?: string | null;
                                requiredVehicle5?: string | null;
                                requiredVehicle6?: string | null;
                                requiredVehicle7?: string | null;
                                requiredCulture1?: string | null;
                                requiredCulture2?: string | null;
                                requiredCulture3?: string | null;
                                requiredCulture4?: string | null;
                                requiredCulture5?: string | null;
                                requiredCulture6?: string | null;
                                amount: number | null;
                                additionalDetails: string | null;
                                paPaymentAmount: number | null;
                                paPaymentInstant: string | null;
                                referents: {
                                    firstname: string;
                                    lastname: string;
                                    phone: string;
                                    mobile: string;
                                    email: string;
                                }[];
                                currencyCode?: string;
                                currencySymbol?: string;
                            };
                            customer: {
                                id: number;
                                businessName: string;
                                country: string;
                                postalCode: string;
                                vatCode: string | null;
                                sdi: string | null;
                                email: string;
                                city: string;
                                street: string;
                                fiscalCode: string | null;
                            } | null;
                            referents: {
                                firstname: string;
                                lastname: string;
                                phone: string;
                                mobile: string;
                                email: string;
                            }[];
                            assisted: {
                                id?: number;
                                firstname: string;
                                lastname: string;
                                title: string;
                                mobile?: string | null;
                            }[];
                            travels: {
                                /** @enum {string} */
                                type: "airplain" | "train";
                                code: string;
                                company: string;
                                lastname?: string | null;
                                from?: string | null;
                                to?: string | null;
                                arrivalDatetime?: string | null;
                                tracking?: {
                                    /** @enum {string} */
                                    state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                    scheduledArrival: string | null;
                                    expectedArrival: string | null;
                                    landedAt: string | null;
                                    observedAt: string | null;
                                };
                            }[];
                            assignedTo: {
                                id: number;
                                firstname: string;
                                firstName: string;
                                lastname: string;
                                lastName: string;
                                email: string;
                                phone: string | null;
                                mobile: string | null;
                                homeTown: string | null;
                                birthdate: string | null;
                                job: string | null;
                                hobby: string | null;
                                /** @enum {string} */
                                status: "created" | "approved" | "rejected";
                                createDate: string | null;
                                languagesSpoken: {
                                    culture: string;
                                    knowledgeLevel: number;
                                }[];
                                vehicles: {
                                    vehicleType: string;
                                    brand: string;
                                    model: string;
                                    registrationYear: number;
                                }[];
                                assigns: {
                                    date: string;
                                    city: string;
                                }[];
                            } | null;
                            field?: {
                                status: ("on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show") | null;
                                history: {
                                    /** @enum {string} */
                                    status: "on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show";
                                    at: string;
                                    recordedAt: string;
                                    lat?: number;
                                    lng?: number;
                                    accuracy?: number;
                                    note?: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Request/alfie/request-timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A request's life, oldest first (filed, edited, offers, assigned, mails with delivery, payments, cancelled, completed, PA paid); the owning customer gets its own filtered copy */
        get: {
            parameters: {
                query: {
                    id: number | string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            at: string;
                            /** @enum {string} */
                            kind: "filed" | "edited" | "offer-received" | "offer-withdrawn" | "assigned" | "mail" | "payment-authorized" | "payment-captured" | "payment-voided" | "cancelled" | "completed" | "pa-paid" | "field.on-the-way" | "field.at-meeting-point" | "field.guest-met" | "field.ended" | "field.no-show" | "field.no-show-refused" | "travel.changed";
                            actor: {
                                role: ("customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant") | null;
                                name: string | null;
                            };
                            detail: {
                                from?: string | null;
                                to?: string | null;
                                endFrom?: string | null;
                                endTo?: string | null;
                                amountCents?: number;
                                currencyCode?: string;
                                paymentKind?: string;
                                template?: string;
                                /** @enum {string} */
                                deliveryState?: "pending" | "sent" | "failed";
                                recipient?: string;
                                paFirstName?: string;
                                paLastName?: string;
                                paId?: number;
                                feeCents?: number;
                                capturedCents?: number;
                                /** @enum {string} */
                                feeState?: "none" | "captured" | "owed";
                                travelCode?: string;
                                travelState?: string;
                                arrivalFrom?: string | null;
                                arrivalTo?: string | null;
                                reason?: string;
                            };
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/closeout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Services whose end has passed, by end date range and closeout state, latest end first */
        get: {
            parameters: {
                query?: {
                    from?: "" | string;
                    to?: "" | string;
                    state?: "" | "to-confirm" | "to-settle" | "awaiting-pa-payment" | "pa-paid";
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            type: string;
                            status: string;
                            /** @enum {string} */
                            state: "to-confirm" | "to-settle" | "awaiting-pa-payment" | "pa-paid";
                            customerName: string | null;
                            paName: string | null;
                            city: string | null;
                            startDatetime: string;
                            endDatetime: string;
                            actualEndDatetime: string | null;
                            reportedEnd: string | null;
                            currencyCode: string;
                            amount: number;
                            finalAmount: number | null;
                            captured: number | null;
                            owed: number | null;
                            paDue: number;
                            serviceConfirmedAt: string | null;
                            paPaymentInstant: string | null;
                            owedWrittenOffAt: string | null;
                            owedWriteOffReason: string | null;
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/confirm-service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a service after its end: actual end, final price at the frozen rate, capture, PA amount due */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                        actualEndDatetime: string;
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            status: string;
                            actualEndDatetime: string;
                            extraMinutes: number;
                            currencyCode: string;
                            finalAmount: number;
                            captured: number;
                            owed: number;
                            paDue: number;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/closeout-write-off": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write off what the customer still owes on a confirmed service, with the reason (operator-admins): the service is then settled */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number | string;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {unknown} */
                            result: true;
                            id: number;
                            currencyCode: string;
                            owed: number;
                            owedWrittenOffAt: string;
                            owedWriteOffReason: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/dispatch-board": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** PAs with their assignments (staffed requests) and the requests waiting for a PA whose service overlaps [from, to), at most 7 days, in the caller's country scope; `urgent` marks a request without a PA starting within `urgentHours`; each assignment carries its field status and `atRisk` (no arrival at the meeting point reported `atRiskMinutes` before the start) */
        get: {
            parameters: {
                query: {
                    /** @example 2026-03-09T23:00:00.000Z */
                    from: string;
                    /** @example 2026-03-10T23:00:00.000Z */
                    to: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            from: string;
                            to: string;
                            now: string;
                            urgentHours: number;
                            atRiskMinutes: number;
                            pas: {
                                id: number;
                                firstname: string;
                                lastname: string;
                                mobile: string | null;
                                assignments: {
                                    id: number;
                                    type: string;
                                    status: string;
                                    startDatetime: string;
                                    endDatetime: string;
                                    city: string;
                                    place: string | null;
                                    customer: string | null;
                                    flight?: {
                                        code: string;
                                        tracking: {
                                            /** @enum {string} */
                                            state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                            scheduledArrival: string | null;
                                            expectedArrival: string | null;
                                            landedAt: string | null;
                                            observedAt: string | null;
                                        };
                                        meetingAt: string;
                                    };
                                    field: ("on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show") | null;
                                    atRisk: boolean;
                                }[];
                            }[];
                            unassigned: {
                                id: number;
                                type: string;
                                status: string;
                                startDatetime: string;
                                endDatetime: string;
                                city: string;
                                place: string | null;
                                customer: string | null;
                                flight?: {
                                    code: string;
                                    tracking: {
                                        /** @enum {string} */
                                        state: "scheduled" | "delayed" | "early" | "landed" | "cancelled" | "diverted" | "unknown" | "off";
                                        scheduledArrival: string | null;
                                        expectedArrival: string | null;
                                        landedAt: string | null;
                                        observedAt: string | null;
                                    };
                                    meetingAt: string;
                                };
                                offers: number;
                                urgent: boolean;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/no-show-decision": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the PA's guest not found (the service is cancelled late under the country's policy, the fee captured or owed, the customer mailed) or refuse it (the service runs on) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        requestId: number;
                        confirm: boolean;
                        note?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            requestId: number;
                            status: string;
                            field: {
                                status: ("on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show") | null;
                                history: {
                                    /** @enum {string} */
                                    status: "on-the-way" | "at-meeting-point" | "guest-met" | "ended" | "no-show";
                                    at: string;
                                    recordedAt: string;
                                    lat?: number;
                                    lng?: number;
                                    accuracy?: number;
                                    note?: string;
                                }[];
                            };
                            fee: {
                                feeCents: number;
                                capturedCents: number;
                                currencyCode: string;
                                /** @enum {string} */
                                feeState: "none" | "captured" | "owed";
                            } | null;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Not found (or not visible to the caller) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End this session: the token is refused from now on */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": boolean;
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/request/alfie/change-language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store the caller's language (it, en, fr) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        Language: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": true;
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/system/alfie/get-cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries with cities and POIs (ids and names) for the signup and the request form; a country's label is its name in the language asked */
        get: {
            parameters: {
                query?: {
                    language?: string;
                    limit?: string;
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        /** @description Number of items of the whole list */
                        "X-Total-Count"?: unknown;
                        /** @description Cursor of the next page, when one follows (with limit) */
                        "X-Next-Cursor"?: unknown;
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: number;
                            name: string;
                            label?: string;
                            cities: {
                                id: number;
                                cityName: string;
                                poIs: {
                                    id: number;
                                    name: string;
                                }[];
                            }[];
                        }[];
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operator/alfie/two-factor-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which operator roles must use two-factor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roles: {
                                /** @enum {string} */
                                role: "operator-user" | "operator-recruiter" | "operator-admin" | "operator";
                                required: boolean;
                            }[];
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Require (or not) two-factor for an operator role */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "operator-user" | "operator-recruiter" | "operator-admin" | "operator";
                        required: boolean;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            roles: {
                                /** @enum {string} */
                                role: "operator-user" | "operator-recruiter" | "operator-admin" | "operator";
                                required: boolean;
                            }[];
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/two-factor/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's two-factor state and whether the role requires it */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            enabled: boolean;
                            required: boolean;
                            recoveryCodesLeft: number;
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new TOTP secret and otpauth URI (pending until enabled) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            secret: string;
                            otpauthUri: string;
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/two-factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor on with a code; answers the recovery codes once and a new session token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            recoveryCodes: string[];
                            token: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn two-factor off with a code or a recovery code; answers a new session token */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code?: string;
                        recoveryCode?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The state changed meanwhile or forbids this */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/Auth/two-factor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Second step of a login: challenge plus code or recovery code; answers the login answer */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        code?: string;
                        recoveryCode?: string;
                    };
                };
            };
            responses: {
                /** @description OK */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            account: {
                                token: string;
                                /** @enum {string} */
                                role: "customer" | "operator-user" | "operator-recruiter" | "operator-admin" | "operator" | "personal-assistant";
                                /** @enum {string} */
                                accountType: "Customer" | "Operator" | "PersonalAssistant";
                                id: number;
                                username: string;
                            };
                            currentUserId: number;
                            languages: {
                                /** @enum {string} */
                                language: "it" | "en" | "fr";
                            }[];
                            company?: string | null;
                            email?: string;
                            twoFactorEnrolmentRequired?: boolean;
                        };
                    };
                };
                /** @description Invalid input: `fields` maps each refused field to its contract key */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description No token, or a token that is expired, revoked or re-versioned */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description The caller's role may not do this (or its two-factor enrolment is pending) */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
                /** @description Too many attempts: wait for Retry-After seconds */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            error: string;
                            code: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
