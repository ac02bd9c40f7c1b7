// WhatsApp links (https://wa.me/…): Peruvian numbers as people write them ('987 654 321', '+51 987-654-321',
// '(01) 445 1234') to the international digits wa.me wants ('51987654321'); the message travels URL-encoded.

/** The wa.me digits of a Peruvian phone ('51' + 9 digits for a mobile, '51' + area code + number for a landline), or null. */
export function waNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0051')) digits = digits.slice(4);
  else if (digits.startsWith('51') && digits.length >= 10) digits = digits.slice(2);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 7 && digits.length <= 9 ? `51${digits}` : null;
}

/** A wa.me link with a prefilled message; without a number, WhatsApp asks whom to send it to. */
export function waLink(phone: string | null | undefined, text: string): string {
  const n = waNumber(phone);
  return `https://wa.me/${n ?? ''}?text=${encodeURIComponent(text)}`;
}

/** A 'tel:' link for a Peruvian phone (international form), or null. */
export function telLink(phone: string | null | undefined): string | null {
  const n = waNumber(phone);
  return n ? `tel:+${n}` : null;
}
