import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Ayuda',
    newTab: '(se abre en una pestaña nueva)',
  },
  article: {
    eyebrow: 'Ayuda',
    open: 'Abrir «{{page}}»',
  },
  teacher: {
    title: 'Ayuda para docentes',
    lead: 'Una guía para revisar la clase en los cinco minutos antes de la reunión de la mañana. Los nombres entre comillas son los menús y botones de la pantalla.',
    morning: {
      title: 'La revisión de cinco minutos por la mañana',
      step1:
        'En «Panel de la clase», mire los registros y los iconos de cara de hoy. Hable primero con los alumnos que muestran «Mal», «Un poco mal» o «Revisar (pendiente)».',
      step2:
        'Abra «Alertas» arriba de la pantalla y revise cuántos «Quiere hablar», malestares de ánimo, malestares físicos y avisos de asistencia están pendientes o sin confirmar.',
      step3: 'Escuche el mismo día a cada alumno que pulsó «Quiere hablar» y luego márquelo con «Registrar la atención».',
      step4: 'Confirme los avisos de asistencia de las familias. Al confirmarlos, la asistencia se actualiza.',
    },
    sections: {
      dashboard: {
        title: 'Panel de la clase y alertas',
        body: 'El ánimo, el estado físico y los «Quiere hablar» de su clase hoy están en una tabla. Cambie a una semana para ver quién lleva varios días mal. Los estados que siguen mal se convierten en alertas. Después de hablar con el alumno, pulse «Marcar como atendido» (no se puede deshacer).',
      },
      talk: {
        title: '«Quiere hablar»',
        body: 'Cuando un alumno pulsa «Quiere hablar», aparece un aviso arriba a la derecha de la pantalla en pocos segundos. Revise quién y cuándo en el panel de «Quiero hablar» y pulse «Registrar la atención» después de escucharle.',
      },
      attendance: {
        title: 'Asistencia y notas',
        body: 'Registre la asistencia en la fila del alumno en «Panel de la clase». Revise los avisos de las familias en «Avisos de asistencia». Pulse el nombre del alumno para abrir su página de registros; con «Añadir nota» guarde lo que observó.',
      },
      bullying: {
        title: 'Alertas de acoso',
        body: 'Las respuestas de la encuesta sobre acoso piden su contraseña de nuevo antes de mostrarse. La vista de la clase muestra la etapa (Etapa 1 a Etapa 3) y las marcas «lo vio» y «quiere hablar». Después de actuar, cambie el estado con «Editar confirmación». Comparta la Etapa 2 o superior con el equipo de la escuela; no lo resuelva solo.',
      },
      questionnaires: {
        title: 'Cuestionarios',
        body: 'En «Cuestionarios», arriba de la pantalla, revise los cuestionarios en curso y cuántos han respondido. Los docentes administradores los crean y envían. «Respuesta de prueba» muestra la pantalla del alumno sin guardar.',
      },
      exports: {
        title: 'Informes y descargas',
        body: 'En «Informes», descargue en Excel los informes de registro, uso de «Quiere hablar» y estado de los alumnos. Los PDF de respuestas de la encuesta sobre acoso tardan unos minutos; una lista abajo a la derecha avisa cuando están listos. Guarde los archivos descargados dentro de la escuela.',
      },
      settings: {
        title: 'Configuración (docentes administradores)',
        body: 'En «Configuración», cambie las alertas, los cursos y clases, los alumnos, los docentes, el calendario escolar y más. Solo los docentes administradores pueden cambiarlos; los demás pueden consultarlos.',
      },
      contact: {
        title: 'Si necesita ayuda',
        body: 'Si no puede iniciar sesión, restablezca la contraseña en «¿Olvidó su contraseña?» de la pantalla de inicio. Consulte al docente administrador sobre cuentas y configuración, y a la junta de educación sobre asuntos de toda la escuela. Si la seguridad de un niño está en juego, avise de inmediato a la dirección; no espere a la aplicación.',
      },
    },
  },
  board: {
    title: 'Ayuda para la junta de educación',
    lead: 'Cómo usar las pantallas de la junta de educación. Los nombres entre comillas son los menús y botones de la parte superior.',
    sections: {
      dashboard: {
        title: 'Panel',
        body: 'Las tasas de registro de hoy y del mes en todas las escuelas y el número de alumnos con alertas. Pulse un número para abrir su informe.',
      },
      reports: {
        title: 'Informes y protección de grupos pequeños',
        body: 'En «Informes», vea el uso mensual, el uso de «Quiere hablar», los usuarios diarios y el estado de los alumnos por escuela y curso, y descárguelos en Excel o PDF. Para que ningún alumno pueda ser identificado, las cifras de 1 a 4 aparecen como «<5», y las que podrían deducirse del total aparecen como «*». Cámbielo en «Configuración», «Configuración de informes».',
      },
      schools: {
        title: 'Escuelas y cuentas de la escuela',
        body: 'En «Escuelas», revise la tasa de registro de hoy y los «Quiere hablar» y alertas pendientes de cada escuela. «Acceder a las cuentas de la escuela» abre las pantallas de los docentes de esa escuela con los permisos de la junta; lo que haga queda registrado. Pulse «Volver a la junta» arriba de la pantalla para terminar.',
      },
      settings: {
        title: 'Configuración',
        body: 'En «Configuración», elija quién recibe los correos de alerta, las redes permitidas (direcciones IP), cuándo se envían recordatorios a las escuelas, y la lista e importación de docentes (registre muchos a la vez con la plantilla de Excel).',
      },
      contact: {
        title: 'Si necesita ayuda',
        body: 'Si no puede iniciar sesión, restablezca la contraseña en «¿Olvidó su contraseña?» de la pantalla de inicio. Las cuentas de los docentes las registra el docente administrador de la escuela o la importación de docentes.',
      },
    },
  },
  parent: {
    title: 'Para las familias',
    lead: 'Cómo avisar a la escuela de que su hijo faltará, llegará tarde o saldrá antes.',
    sections: {
      absent: {
        title: 'Enviar un aviso',
        body: 'En «Nuevo aviso», elija al hijo, la fecha y el tipo de aviso, pulse «Revisar el aviso» y después «Enviar». Puede avisar desde hoy hasta 7 días después.',
      },
      history: {
        title: 'Historial y cancelación',
        body: 'En «Historial», vea los avisos enviados y si la escuela ya los confirmó. Si cambian los planes, cancele con «Cancelar este aviso».',
      },
      language: {
        title: 'Idioma',
        body: 'Elija el idioma de las pantallas con el selector de idioma arriba a la derecha.',
      },
      contact: {
        title: 'Si es urgente',
        body: 'Para asuntos urgentes o sobre la seguridad de su hijo, llame directamente a la escuela en lugar de usar la aplicación.',
      },
    },
  },
};
