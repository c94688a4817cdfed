// Spanish speaks to the user as "tú" on the login screen, as everywhere in the panel: none of its
// texts use the "usted" forms it once mixed in ("acepta", "¿Es nuevo?", "Pruebe").
import { describe, expect, it } from 'vitest';
import es from '../../locales/es';
import authEs from './locales.es';

/** Verb forms and pronouns of "usted" a login text could slip into. */
const USTED = /\b(usted|acepta|pruebe|intente|ingrese|introduzca|espere|verifique|es nuevo|su contraseña|su cuenta)\b/i;

const textsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(textsOf) : [];

describe('the Spanish login texts', () => {
  it('use "tú"', () => {
    const texts = [...textsOf(es.login), ...textsOf(authEs)];
    expect(texts.length).toBeGreaterThan(10);
    expect(texts.filter((text) => USTED.test(text))).toEqual([]);
    expect(es.login.agreement).toBe('Al iniciar sesión aceptas los');
  });
});
