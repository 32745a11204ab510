import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Ajuda',
    newTab: '(abre em uma nova aba)',
  },
  article: {
    eyebrow: 'Ajuda',
    open: 'Abrir “{{page}}”',
  },
  teacher: {
    title: 'Ajuda para professores',
    lead: 'Um guia para conferir a turma nos cinco minutos antes da reunião da manhã. Os nomes entre aspas são os menus e botões da tela.',
    morning: {
      title: 'A conferência de cinco minutos pela manhã',
      step1:
        'No “Painel da turma”, veja os registros e os ícones de rosto de hoje. Fale primeiro com os alunos que mostram “Ruim”, “Um pouco ruim” ou “Verificar (pendente)”.',
      step2:
        'Abra “Alertas” no alto da tela e confira quantos “Quer conversar”, mal-estar emocional, mal-estar físico e avisos de frequência estão pendentes ou sem confirmação.',
      step3: 'Ouça no mesmo dia cada aluno que tocou em “Quer conversar” e depois marque com “Registrar o atendimento”.',
      step4: 'Confirme os avisos de frequência dos responsáveis. Ao confirmar, a frequência é atualizada.',
    },
    sections: {
      dashboard: {
        title: 'Painel da turma e alertas',
        body: 'O estado emocional e físico e os “Quer conversar” da turma hoje ficam em uma tabela. Mude para uma semana para ver quem está mal há vários dias. Estados que continuam ruins viram alertas. Depois de falar com o aluno, toque em “Marcar como atendido” (não pode ser desfeito).',
      },
      talk: {
        title: '“Quer conversar”',
        body: 'Quando um aluno toca em “Quer conversar”, um aviso aparece no canto superior direito da tela em poucos segundos. Veja quem e quando no painel de “Quero conversar” e toque em “Registrar o atendimento” depois de ouvir.',
      },
      attendance: {
        title: 'Frequência e anotações',
        body: 'Registre a frequência na linha do aluno no “Painel da turma”. Confira os avisos dos responsáveis em “Avisos de frequência”. Toque no nome do aluno para abrir a página de registros; em “Adicionar anotação” guarde o que observou.',
      },
      bullying: {
        title: 'Alertas de bullying',
        body: 'As respostas da pesquisa sobre bullying pedem sua senha de novo antes de aparecer. A visão da turma mostra a etapa (Etapa 1 a Etapa 3) e as marcas “presenciou” e “quer conversar”. Depois de agir, altere com “Editar confirmação”. Compartilhe a Etapa 2 ou acima com a equipe da escola; não resolva sozinho.',
      },
      questionnaires: {
        title: 'Questionários',
        body: 'Em “Questionários”, no alto da tela, veja os questionários em andamento e quantos responderam. Os professores administradores os criam e enviam. “Resposta de teste” mostra a tela do aluno sem salvar.',
      },
      exports: {
        title: 'Relatórios e downloads',
        body: 'Em “Relatórios”, baixe em Excel os relatórios de cadastro, uso do “Quer conversar” e estado dos alunos. Os PDFs das respostas da pesquisa sobre bullying levam alguns minutos; uma lista no canto inferior direito avisa quando estão prontos. Mantenha os arquivos baixados dentro da escola.',
      },
      settings: {
        title: 'Configurações (professores administradores)',
        body: 'Em “Configurações”, altere alertas, séries e turmas, alunos, professores, o calendário escolar e mais. Só os professores administradores podem alterar; os demais podem consultar.',
      },
      contact: {
        title: 'Quando precisar de ajuda',
        body: 'Se não conseguir entrar, redefina a senha em “Esqueceu a senha?” na tela de login. Pergunte ao professor administrador da escola sobre contas e configurações, e à secretaria de educação sobre assuntos da escola toda. Se a segurança de uma criança estiver em risco, avise a direção imediatamente; não espere pelo aplicativo.',
      },
    },
  },
  board: {
    title: 'Ajuda para a secretaria de educação',
    lead: 'Como usar as telas da secretaria de educação. Os nomes entre aspas são os menus e botões no alto da tela.',
    sections: {
      dashboard: {
        title: 'Painel',
        body: 'As taxas de registro de hoje e do mês em todas as escolas e o número de alunos com alertas. Toque em um número para abrir o relatório.',
      },
      reports: {
        title: 'Relatórios e proteção de grupos pequenos',
        body: 'Em “Relatórios”, veja o uso mensal, o uso do “Quer conversar”, os usuários por dia e o estado dos alunos por escola e série, e baixe em Excel ou PDF. Para que nenhum aluno seja identificado, números de 1 a 4 aparecem como “<5”, e números que poderiam ser deduzidos do total aparecem como “*”. Altere em “Configurações”, “Configurações de relatórios”.',
      },
      schools: {
        title: 'Escolas e contas da escola',
        body: 'Em “Escolas”, confira a taxa de registro de hoje e os “Quer conversar” e alertas pendentes de cada escola. “Acessar as contas da escola” abre as telas dos professores daquela escola com os direitos da secretaria; o que você faz é registrado. Toque em “Voltar à secretaria” no alto da tela para terminar.',
      },
      settings: {
        title: 'Configurações',
        body: 'Em “Configurações”, escolha quem recebe os e-mails de alerta, as redes permitidas (endereços IP), quando os lembretes são enviados às escolas, e a lista e a importação de professores (cadastre vários de uma vez com o modelo Excel).',
      },
      contact: {
        title: 'Quando precisar de ajuda',
        body: 'Se não conseguir entrar, redefina a senha em “Esqueceu a senha?” na tela de login. As contas dos professores são cadastradas pelo professor administrador da escola ou pela importação de professores.',
      },
    },
  },
  parent: {
    title: 'Para os responsáveis',
    lead: 'Como avisar a escola que seu filho vai faltar, chegar atrasado ou sair mais cedo.',
    sections: {
      absent: {
        title: 'Enviar um aviso',
        body: 'Em “Novo aviso”, escolha o filho, a data e o tipo de aviso, toque em “Conferir o aviso” e depois em “Enviar”. É possível avisar de hoje até 7 dias depois.',
      },
      history: {
        title: 'Histórico e cancelamento',
        body: 'Em “Histórico”, veja os avisos enviados e se a escola já os confirmou. Se os planos mudarem, cancele com “Cancelar este aviso”.',
      },
      language: {
        title: 'Idioma',
        body: 'Escolha o idioma das telas no seletor de idioma no canto superior direito.',
      },
      contact: {
        title: 'Em caso de urgência',
        body: 'Para assuntos urgentes ou sobre a segurança do seu filho, ligue diretamente para a escola em vez de usar o aplicativo.',
      },
    },
  },
};
