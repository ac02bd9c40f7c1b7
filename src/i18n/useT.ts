// react-admin's translate with the catalogue's keys: a misspelt key fails the type check.
import { useTranslate } from 'react-admin';
import type { MessageArgs, MessageKey } from './keys';

export type T = (key: MessageKey, args?: MessageArgs) => string;

export function useT(): T {
  return useTranslate();
}
