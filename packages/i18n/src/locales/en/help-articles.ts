import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Help',
    newTab: '(opens in a new tab)',
  },
  article: {
    eyebrow: 'Help',
    open: 'Open "{{page}}"',
  },
  teacher: {
    title: 'Help for teachers',
    lead: 'A guide to checking on your class in the five minutes before homeroom. Names in quotes are the menus and buttons on the screen.',
    morning: {
      title: 'The five-minute morning check',
      step1: 'On "Class dashboard", look at today\'s entries and face icons. Talk first to students showing "Bad", "Slightly bad" or "Needs check (open)".',
      step2: 'Open "Alerts" at the top of the screen and check the open or unconfirmed counts of "Want to talk", mental, physical and attendance reports.',
      step3: 'Listen to every student who pressed "Want to talk" the same day, then mark it handled with "Record the follow-up".',
      step4: "Confirm the parents' attendance reports. Confirming a report updates the attendance.",
    },
    sections: {
      dashboard: {
        title: 'Class dashboard and alerts',
        body: 'Your class\'s mental and physical condition and "Want to talk" for today, in one table. Switch to one week to see who has felt unwell for several days. Conditions that stay bad become mental or physical alerts. When you have checked on the student, press "Mark as handled" (this cannot be undone).',
      },
      talk: {
        title: '"Want to talk"',
        body: 'When a student presses "Want to talk", a notification appears at the top right of your screen within seconds. Check who and when on the "Want to talk" dashboard, and press "Record the follow-up" after you have listened.',
      },
      attendance: {
        title: 'Attendance and memos',
        body: 'Record attendance in the student\'s row of "Class dashboard". Check parents\' reports under attendance reports. Press a student\'s name to open their record page, where "Add memo" keeps what you noticed.',
      },
      bullying: {
        title: 'Bullying alerts',
        body: 'Bullying survey answers ask for your password again before they show. The class view shows the stage (stage 1 to stage 3) and the "witnessed" and "want to talk" marks. After you act, set the status to confirmed with "Edit confirmation status". Share stage 2 and above with the school\'s team; do not handle them alone.',
      },
      questionnaires: {
        title: 'Questionnaires',
        body: 'Under "Questionnaires" at the top of the screen, check the running questionnaires and how many have answered. Admin teachers create and send them. "Test answer" shows the student\'s screen without saving.',
      },
      exports: {
        title: 'Reports and downloads',
        body: 'Under "Reports", download registration, "Want to talk" use and condition reports as Excel files. The bullying survey\'s answer PDFs take a few minutes to prepare; a list at the bottom right tells you when they are ready. Keep downloaded files inside the school.',
      },
      settings: {
        title: 'Settings (admin teachers)',
        body: 'Under "Settings", change condition alerts, grades and classes, students, teachers, the school calendar and more. Only admin teachers can change them; other teachers can view them.',
      },
      contact: {
        title: 'When you need help',
        body: 'If you cannot sign in, reset your password from "Forgot your password?" on the login page. Ask your school\'s admin teacher about accounts and settings, and the board of education about school-wide matters. When a child\'s safety is at stake, tell the school leaders at once; do not wait for the app.',
      },
    },
  },
  board: {
    title: 'Help for the board of education',
    lead: "How to use the board of education's screens. Names in quotes are the menus and buttons at the top of the screen.",
    sections: {
      dashboard: {
        title: 'Dashboard',
        body: "Today's and this month's entry rates for all schools and the number of students with condition alerts. Press a number to open its report.",
      },
      reports: {
        title: 'Reports and small-group protection',
        body: 'Under "Reports", view monthly use, "Want to talk" use, daily users and condition reports by school and grade, and download them as Excel or PDF. So that no student can be identified, counts of 1 to 4 show as "<5", and counts that could be worked out from a total show as "*". Change this under "Settings", "Report settings".',
      },
      schools: {
        title: 'Schools and school accounts',
        body: 'Under "Schools", check each school\'s entry rate today and its open "Want to talk" requests and condition alerts. "Access school accounts" opens that school\'s teacher screens with the board\'s rights; what you do is logged. Press "Back to the board" at the top of the screen to finish.',
      },
      settings: {
        title: 'Settings',
        body: 'Under "Settings", choose who receives condition alert mails, the allowed networks (IP addresses), when reminder mails go to schools, and the teacher list and teacher import (register many teachers at once with the Excel template).',
      },
      contact: {
        title: 'When you need help',
        body: 'If you cannot sign in, reset your password from "Forgot your password?" on the login page. Teachers\' accounts are registered by the school\'s admin teacher or with the teacher import.',
      },
    },
  },
  parent: {
    title: 'For parents',
    lead: 'How to tell the school that your child will be absent, late or leave early.',
    sections: {
      absent: {
        title: 'Sending a report',
        body: 'Under "New report", choose your child, the date and the kind of report, press "Check the report", then "Send". You can report for today up to 7 days ahead.',
      },
      history: {
        title: 'History and cancelling',
        body: 'Under "History", see the reports you sent and whether the school has confirmed them. If plans change, cancel with "Cancel this report".',
      },
      language: {
        title: 'Language',
        body: 'Choose the language of the screens with the language switch at the top right.',
      },
      contact: {
        title: 'If it is urgent',
        body: "For anything urgent or about your child's safety, please call the school directly instead of using the app.",
      },
    },
  },
};
