/** What the site and the platform both accept, written once. */

/** The longest value of each field of the forms visitors send (the site checks them, the platform again). */
export const FIELD_LIMITS = { name: 100, email: 254, phone: 40, message: 5000, subject: 200 } as const;

/** A phone number: digits, spaces and the usual phone punctuation, at least six of them. */
export const PHONE_PATTERN = /^[+()\d\s./-]{6,}$/;

/** The largest body a form or JSON call reads: forms and JSON payloads stay far below. */
export const MAX_BODY_BYTES = 64 * 1024;

/** The largest CRM webhook body read (the site's relay and the platform's hook): one is a few dozen bytes. */
export const MAX_WEBHOOK_BODY_CHARS = 16 * 1024;

/** A subscription's unguessable token, as the platform makes it (URL-safe base64). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** An appointment's id, as the platform makes it. */
export const APPOINTMENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
