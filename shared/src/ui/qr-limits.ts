/** The longest text a QR code of this site holds (version 10, level M, byte mode): callers check before drawing. */
export const QR_MAX_BYTES = 213;
