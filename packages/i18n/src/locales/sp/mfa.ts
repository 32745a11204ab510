import type { Messages } from '../ja.ts';

/** Staff MFA (decision 019): the login code step and the teacher's MFA settings page. */
export const mfaSettings: Messages['teacherSettings']['mfa'] = {
  login: {
    title: 'Introduzca el código de verificación',
    lead: 'Introduzca el código de 6 dígitos que muestra su aplicación de autenticación.',
    code: 'Código de verificación',
    recoveryCode: 'Código de recuperación',
    recoveryLead: 'Introduzca uno de los códigos de recuperación que guardó. Un código usado no se puede volver a usar.',
    useRecovery: 'Usar un código de recuperación',
    useApp: 'Usar un código de la aplicación',
    submit: 'Verificar e iniciar sesión',
    back: 'Volver a la contraseña',
    setupTitle: 'Debe configurar la verificación en dos pasos',
    setupLead:
      'Esta cuenta debe usar la verificación en dos pasos. Añada la clave siguiente a una aplicación de autenticación (Google Authenticator, Microsoft Authenticator, etc.) e introduzca el código de 6 dígitos que muestre.',
    continue: 'Continuar',
    enrolmentMailedTitle: 'Le enviamos un enlace para configurar la verificación en dos pasos',
    enrolmentMailed:
      'Esta cuenta debe usar la verificación en dos pasos. Enviamos un enlace de configuración a la dirección de correo registrada. Abra el enlace del correo en un plazo de 30 minutos y configure su aplicación de autenticación para iniciar sesión. El enlace solo funciona una vez.',
    enrolmentOpening: 'Comprobando el enlace de configuración…',
    errors: {
      code: 'Introduzca el código de 6 dígitos',
      recovery: 'Introduzca un código de recuperación',
    },
  },
  setup: {
    secret: 'Clave de configuración',
    secretHint: 'En la aplicación elija «Introducir una clave», use su correo electrónico como nombre de cuenta y este texto como clave (basada en tiempo).',
    uri: 'URI de configuración',
    noQr: 'No se muestra un código QR. Escriba la clave a mano o pegue la URI en una aplicación que la acepte.',
    copy: 'Copiar',
    copied: 'Copiado',
  },
  recovery: {
    title: 'Códigos de recuperación',
    lead: 'Si pierde su teléfono, use uno de estos en lugar de un código de verificación. Cada código sirve una sola vez. No se volverán a mostrar al salir de esta pantalla: cópielos o guárdelos en un lugar seguro.',
    copy: 'Copiar todos',
    download: 'Guardar como archivo de texto',
    copied: 'Copiado',
    fileName: 'sukoyaka-recovery-codes.txt',
    saved: 'Ya los he guardado',
  },
  settings: {
    title: 'Verificación en dos pasos',
    lead: 'Al iniciar sesión, además de la contraseña, introduce un código de una aplicación de autenticación. Este ajuste es solo para su propia cuenta.',
    on: 'Activada',
    off: 'Desactivada',
    enabledLead: 'Se necesita un código en cada inicio de sesión.',
    disabledLead: 'Ahora puede iniciar sesión solo con la contraseña.',
    recoveryLeft: 'Códigos de recuperación restantes: {{count}}',
    required: 'En esta escuela los docentes administradores deben usar la verificación en dos pasos; no se puede desactivar.',
    requiredSetup:
      'En esta escuela los docentes administradores deben usar la verificación en dos pasos. Configúrela aquí o se le pedirá en su próximo inicio de sesión.',
    start: 'Configurar la verificación en dos pasos',
    confirmTitle: 'Introduzca el código que muestra la aplicación para activarla.',
    enable: 'Activar',
    cancel: 'Cancelar',
    disable: 'Desactivar la verificación en dos pasos',
    regenerate: 'Crear nuevos códigos de recuperación',
    confirmLead: 'Para continuar, introduzca un código actual o su contraseña.',
    password: 'Contraseña',
    orPassword: 'o su contraseña',
    confirm: 'Continuar',
    enabledNotice: 'La verificación en dos pasos está activada.',
    disabledNotice: 'La verificación en dos pasos está desactivada.',
  },
  policy: {
    title: 'Ajuste de la escuela',
    label: 'Exigir la verificación en dos pasos a los docentes administradores',
    description: 'Si está activado, a los docentes administradores que no la hayan configurado se les pedirá hacerlo en su próximo inicio de sesión.',
    saved: 'Guardado.',
  },
  /** The board's own page, /local_governments/settings/mfa (the same panel; the board's policy). */
  board: {
    lead: 'Al iniciar sesión, además de la contraseña, introduce un código de una aplicación de autenticación.',
    required: 'Esta junta exige a sus usuarios la verificación en dos pasos, por lo que no se puede desactivar.',
    requiredSetup: 'Esta junta exige a sus usuarios la verificación en dos pasos. Configúrela aquí o se le pedirá en su próximo inicio de sesión.',
    policyTitle: 'Configuración de la junta',
    policyLabel: 'Exigir la verificación en dos pasos a los usuarios de la junta',
    policyDescription: 'Si está activado, a los usuarios de la junta que no la hayan configurado se les pedirá hacerlo en su próximo inicio de sesión.',
  },
};
