import type { Messages } from '../ja.ts';

/**
 * Student sign-in with a provider (decisions 014, 034): the buttons and messages of the student
 * login page (core: the student's pages bundle it), and the board's choice of providers. Spanish.
 */
export const signInProviders: Messages['signInProviders'] = {
  or: 'o',
  google: {
    button: 'Entrar con Google',
    signingIn: 'Entrando con Google…',
    errors: {
      not_registered: 'Esta cuenta de Google no está registrada en esta escuela. Pregúntale a tu maestro.',
      unverified: 'El correo de esta cuenta de Google no está verificado. Pregúntale a tu maestro.',
      stopped: 'El acceso de esta cuenta está detenido. Pregúntale a tu maestro.',
      failed: 'No se pudo entrar con Google. Pulsa otra vez «Entrar con Google».',
    },
  },
  microsoft: {
    button: 'Entrar con Microsoft',
    signingIn: 'Entrando con Microsoft…',
    errors: {
      not_registered: 'Esta cuenta de Microsoft no está registrada en esta escuela. Pregúntale a tu maestro.',
      unverified: 'No se pudo confirmar la dirección escolar de esta cuenta de Microsoft. Pregúntale a tu maestro.',
      stopped: 'El acceso de esta cuenta está detenido. Pregúntale a tu maestro.',
      failed: 'No se pudo entrar con Microsoft. Pulsa otra vez «Entrar con Microsoft».',
    },
  },
};

/** The board's choice of providers (local_governments/settings; a staff namespace, decision 015). */
export const signInProviderSettings: Messages['signInProviderSettings'] = {
  title: 'Cómo entran los alumnos',
  lead: 'Muestra un botón para entrar con la cuenta de la escuela en la página de inicio de sesión de todas las escuelas de la junta. Entrar con el número de lista y la contraseña siempre funciona.',
  google: 'Entrar con Google (Google Workspace)',
  microsoft: 'Entrar con Microsoft (Microsoft 365)',
  notConfigured: 'No se muestra: este servidor no está configurado para ello.',
  saved: 'Guardado',
};
