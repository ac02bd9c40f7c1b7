// Seed §9 toast defaults (ngx-toastr's timeOut, extendedTimeOut, easeTime).
export const TOAST_TIMEOUT_MS = 5000;
/** After the pointer leaves a toast it stays this much longer. */
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const TOAST_FADE_MS = 300;
