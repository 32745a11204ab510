import type { Messages } from '../ja.ts';

/** The footer's help link and the staff help articles (spec §2 "Layouts and footer"). */
export const helpArticles: Messages['helpArticles'] = {
  footer: {
    help: 'Tulong',
    newTab: '(magbubukas sa bagong tab)',
  },
  article: {
    eyebrow: 'Tulong',
    open: 'Buksan ang "{{page}}"',
  },
  teacher: {
    title: 'Tulong para sa mga guro',
    lead: 'Gabay sa pagtingin sa klase sa limang minuto bago ang homeroom. Ang mga nasa panipi ay ang mga menu at button sa screen.',
    morning: {
      title: 'Limang-minutong pagsusuri sa umaga',
      step1:
        'Sa "Dashboard ng klase", tingnan ang mga sagot at icon ng mukha ngayong araw. Kausapin muna ang mga estudyanteng may "Masama", "Medyo masama" o "Kailangang suriin (hindi pa naaasikaso)".',
      step2:
        'Buksan ang "Mga alerto" sa itaas ng screen at tingnan ang bilang ng hindi pa naaasikaso o hindi pa nakukumpirmang "Gustong makipag-usap", problema sa damdamin, problema sa katawan at abiso sa pagpasok.',
      step3: 'Pakinggan sa araw ding iyon ang bawat estudyanteng pumindot ng "Gustong makipag-usap", saka markahan gamit ang "Itala ang pag-asikaso".',
      step4: 'Kumpirmahin ang mga abiso sa pagpasok mula sa mga magulang. Kapag nakumpirma, naa-update ang pagpasok.',
    },
    sections: {
      dashboard: {
        title: 'Dashboard ng klase at mga alerto',
        body: 'Nasa isang talaan ang damdamin, katawan at "Gustong makipag-usap" ng klase ngayong araw. Lumipat sa isang linggo para makita kung sino ang ilang araw nang masama ang pakiramdam. Nagiging alerto ang kalagayang patuloy na masama. Pagkatapos tingnan ang estudyante, pindutin ang "Markahang naasikaso na" (hindi na maibabalik).',
      },
      talk: {
        title: '"Gustong makipag-usap"',
        body: 'Kapag pinindot ng estudyante ang "Gustong makipag-usap", may abisong lalabas sa kanang itaas ng screen sa loob ng ilang segundo. Tingnan kung sino at kailan sa dashboard ng "Gustong makipag-usap", at pindutin ang "Itala ang pag-asikaso" pagkatapos makinig.',
      },
      attendance: {
        title: 'Pagpasok at mga memo',
        body: 'Itala ang pagpasok sa hanay ng estudyante sa "Dashboard ng klase". Tingnan ang mga abiso ng magulang sa "Abiso sa pagpasok". Pindutin ang pangalan ng estudyante para buksan ang pahina ng kanyang talaan; sa "Magdagdag ng memo" maitatala ang napansin mo.',
      },
      bullying: {
        title: 'Mga alerto sa bullying',
        body: 'Hihingin muli ang iyong password bago ipakita ang mga sagot sa survey tungkol sa bullying. Makikita sa view ng klase ang yugto (Yugto 1 hanggang Yugto 3) at ang mga markang "nakakita" at "gustong makipag-usap". Pagkatapos kumilos, baguhin ang status gamit ang "I-edit ang kumpirmasyon". Ibahagi ang Yugto 2 pataas sa pangkat ng paaralan; huwag itong harapin nang mag-isa.',
      },
      questionnaires: {
        title: 'Mga talatanungan',
        body: 'Sa "Mga talatanungan" sa itaas ng screen, tingnan ang mga kasalukuyang talatanungan at ilan na ang sumagot. Ang mga admin na guro ang gumagawa at nagpapadala nito. Ipinapakita ng "Pansubok na sagot" ang screen ng estudyante nang hindi nagse-save.',
      },
      exports: {
        title: 'Mga ulat at download',
        body: 'Sa "Mga ulat", i-download bilang Excel ang ulat ng rehistro, paggamit ng "Gustong makipag-usap" at kalagayan. Ilang minuto bago maihanda ang mga PDF ng sagot sa survey tungkol sa bullying; sasabihin ng listahan sa kanang ibaba kapag handa na. Huwag ilabas ng paaralan ang mga na-download na file.',
      },
      settings: {
        title: 'Settings (admin na guro)',
        body: 'Sa "Settings", baguhin ang mga alerto sa kalagayan, mga baitang at klase, mga estudyante, mga guro, ang kalendaryo ng paaralan at iba pa. Mga admin na guro lang ang makakapagbago; makikita ito ng ibang guro.',
      },
      contact: {
        title: 'Kung kailangan ng tulong',
        body: 'Kung hindi ka makapag-sign in, i-reset ang password mula sa "Nakalimutan ang password?" sa login page. Magtanong sa admin na guro ng paaralan tungkol sa mga account at setting, at sa lupon ng edukasyon tungkol sa buong paaralan. Kapag nakataya ang kaligtasan ng bata, sabihin agad sa pamunuan ng paaralan; huwag hintayin ang app.',
      },
    },
  },
  board: {
    title: 'Tulong para sa lupon ng edukasyon',
    lead: 'Paano gamitin ang mga screen ng lupon ng edukasyon. Ang mga nasa panipi ay ang mga menu at button sa itaas ng screen.',
    sections: {
      dashboard: {
        title: 'Dashboard',
        body: 'Ang antas ng pagsagot ngayong araw at ngayong buwan sa lahat ng paaralan at ang bilang ng estudyanteng may alerto sa kalagayan. Pindutin ang isang numero para buksan ang ulat nito.',
      },
      reports: {
        title: 'Mga ulat at proteksyon ng maliliit na grupo',
        body: 'Sa "Mga ulat", tingnan ang buwanang paggamit, paggamit ng "Gustong makipag-usap", araw-araw na gumagamit at ulat ng kalagayan ayon sa paaralan at baitang, at i-download bilang Excel o PDF. Para hindi makilala ang estudyante, ang bilang na 1 hanggang 4 ay ipinapakita bilang "<5", at ang bilang na makukuwenta mula sa kabuuan ay "*". Baguhin ito sa "Mga setting", "Mga setting ng ulat".',
      },
      schools: {
        title: 'Mga paaralan at account ng paaralan',
        body: 'Sa "Mga paaralan", tingnan ang antas ng pagsagot ngayong araw at ang hindi pa naaasikasong "Gustong makipag-usap" at alerto ng bawat paaralan. Binubuksan ng "I-access ang mga account ng paaralan" ang mga screen ng guro ng paaralang iyon gamit ang karapatan ng lupon; itinatala ang ginagawa mo. Pindutin ang "Bumalik sa lupon" sa itaas ng screen para tapusin.',
      },
      settings: {
        title: 'Mga setting',
        body: 'Sa "Mga setting", piliin ang tatanggap ng mga email ng alerto, ang mga pinapayagang network (IP address), kung kailan ipapadala ang mga paalala sa paaralan, at ang listahan at import ng mga guro (irehistro nang sabay-sabay gamit ang Excel template).',
      },
      contact: {
        title: 'Kung kailangan ng tulong',
        body: 'Kung hindi ka makapag-sign in, i-reset ang password mula sa "Nakalimutan ang password?" sa login page. Ang account ng mga guro ay inirerehistro ng admin na guro ng paaralan o sa import ng mga guro.',
      },
    },
  },
  parent: {
    title: 'Para sa mga magulang',
    lead: 'Paano sabihin sa paaralan na liliban, mahuhuli o maagang uuwi ang iyong anak.',
    sections: {
      absent: {
        title: 'Pagpapadala ng abiso',
        body: 'Sa "Bagong abiso", piliin ang anak, petsa at uri ng abiso, pindutin ang "Suriin ang abiso", saka ang "Ipadala". Maaaring mag-abiso mula ngayon hanggang 7 araw pagkatapos.',
      },
      history: {
        title: 'Kasaysayan at pagkansela',
        body: 'Sa "Kasaysayan", makikita ang mga abisong ipinadala mo at kung nakumpirma na ng paaralan. Kung magbago ang plano, kanselahin gamit ang "Kanselahin ang abisong ito".',
      },
      language: {
        title: 'Wika',
        body: 'Piliin ang wika ng screen gamit ang pagpapalit ng wika sa kanang itaas.',
      },
      contact: {
        title: 'Kung apurahan',
        body: 'Para sa apurahang bagay o tungkol sa kaligtasan ng iyong anak, tumawag nang direkta sa paaralan sa halip na gamitin ang app.',
      },
    },
  },
};
