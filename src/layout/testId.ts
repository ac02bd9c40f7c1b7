// A data-testid for MUI's slotProps: JSX takes data-* attributes anywhere, but an object literal typed as a slot's
// props refuses keys its type does not name; spread from here, the attribute passes through to the element.
export const testId = (id: string): Record<string, string> => ({ 'data-testid': id });
