import type { Messages } from '../ja.ts';

/** Staff MFA (decision 019): the login code step and the teacher's MFA settings page. */
export const mfaSettings: Messages['teacherSettings']['mfa'] = {
  login: {
    title: 'Ilagay ang verification code',
    lead: 'Ilagay ang 6-digit na code na nasa iyong authenticator app.',
    code: 'Verification code',
    recoveryCode: 'Recovery code',
    recoveryLead: 'Ilagay ang isa sa mga recovery code na itinago mo. Hindi na magagamit muli ang nagamit nang code.',
    useRecovery: 'Gumamit ng recovery code',
    useApp: 'Gumamit ng code mula sa app',
    submit: 'I-verify at mag-log in',
    back: 'Bumalik sa password',
    setupTitle: 'Kailangang i-set up ang two-step verification',
    setupLead:
      'Kailangang gumamit ng two-step verification ang account na ito. Idagdag ang key sa ibaba sa isang authenticator app (Google Authenticator, Microsoft Authenticator, atbp.) at ilagay ang 6-digit na code na ipapakita nito.',
    continue: 'Magpatuloy',
    enrolmentMailedTitle: 'Nagpadala kami ng link para i-set up ang two-step verification',
    enrolmentMailed:
      'Kailangang gumamit ng two-step verification ang account na ito. Nagpadala kami ng setup link sa nakarehistrong e-mail address. Buksan ang link sa e-mail sa loob ng 30 minuto at i-set up ang iyong authenticator app para makapag-log in. Isang beses lang magagamit ang link.',
    enrolmentOpening: 'Sinusuri ang setup link…',
    errors: {
      code: 'Ilagay ang 6-digit na code',
      recovery: 'Ilagay ang recovery code',
    },
  },
  setup: {
    secret: 'Setup key',
    secretHint: 'Sa app, piliin ang “Enter a setup key”, gamitin ang iyong e-mail bilang account name at ang text na ito bilang key (time based).',
    uri: 'Setup URI',
    noQr: 'Walang ipinapakitang QR code. I-type ang key o i-paste ang URI sa app na tumatanggap nito.',
    copy: 'Kopyahin',
    copied: 'Nakopya na',
  },
  recovery: {
    title: 'Mga recovery code',
    lead: 'Kung mawala ang iyong telepono, gamitin ang isa sa mga ito sa halip na verification code. Isang beses lang magagamit ang bawat code. Hindi na ito ipapakita pag-alis mo sa screen na ito: kopyahin o i-save at itago nang ligtas.',
    copy: 'Kopyahin lahat',
    download: 'I-save bilang text file',
    copied: 'Nakopya na',
    fileName: 'sukoyaka-recovery-codes.txt',
    saved: 'Naitago ko na',
  },
  settings: {
    title: 'Two-step verification',
    lead: 'Sa pag-log in, maglalagay ka ng code mula sa authenticator app bukod sa password. Para lang sa sarili mong account ang setting na ito.',
    on: 'Naka-on',
    off: 'Naka-off',
    enabledLead: 'Kailangan ng code sa bawat pag-log in.',
    disabledLead: 'Sa ngayon, password lang ang kailangan sa pag-log in.',
    recoveryLeft: 'Natitirang recovery code: {{count}}',
    required: 'Sa paaralang ito, kailangang gumamit ng two-step verification ang mga administrator na guro, kaya hindi ito maaaring i-off.',
    requiredSetup:
      'Sa paaralang ito, kailangang gumamit ng two-step verification ang mga administrator na guro. I-set up ito rito, o hihilingin ito sa susunod mong pag-log in.',
    start: 'I-set up ang two-step verification',
    confirmTitle: 'Ilagay ang code na ipinapakita ng app para i-on ito.',
    enable: 'I-on',
    cancel: 'Kanselahin',
    disable: 'I-off ang two-step verification',
    regenerate: 'Gumawa ng bagong recovery code',
    confirmLead: 'Para magpatuloy, ilagay ang kasalukuyang code o ang iyong password.',
    password: 'Password',
    orPassword: 'o ang iyong password',
    confirm: 'Magpatuloy',
    enabledNotice: 'Naka-on na ang two-step verification.',
    disabledNotice: 'Naka-off na ang two-step verification.',
  },
  policy: {
    title: 'Setting ng paaralan',
    label: 'Gawing kailangan ang two-step verification para sa mga administrator na guro',
    description: 'Kapag naka-on, hihilingin sa mga administrator na guro na hindi pa nakapag-set up na gawin ito sa susunod nilang pag-log in.',
    saved: 'Nai-save na.',
  },
  /** The board's own page, /local_governments/settings/mfa (the same panel; the board's policy). */
  board: {
    lead: 'Sa pag-log in, bukod sa password, ilalagay mo ang code mula sa authenticator app.',
    required: 'Hinihingi ng board na ito ang two-step verification sa mga user nito, kaya hindi ito maaaring i-off.',
    requiredSetup: 'Hinihingi ng board na ito ang two-step verification sa mga user nito. I-set up ito rito, o hihilingin ito sa susunod mong pag-log in.',
    policyTitle: 'Setting ng board',
    policyLabel: 'Gawing kailangan ang two-step verification para sa mga user ng board',
    policyDescription: 'Kapag naka-on, hihilingin sa mga user ng board na hindi pa nakapag-set up na gawin ito sa susunod nilang pag-log in.',
  },
};
