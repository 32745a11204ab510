import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { keyFromSelector } from './i18next-runtime.ts';
import { asI18next, createTranslator } from './translator.ts';

const ja = {
  common: { appName: 'すこやか', greeting: '{{name}}さん、こんにちは', only: 'にほんごだけ' },
  teacher: { title: '先生' },
};
const en = { common: { appName: 'Sukoyaka', greeting: 'Hello, {{ name }}' } };

const make = () => createTranslator({ lng: 'ja', fallbackLng: 'ja', resources: { ja } });

describe('translator (the i18next-compatible engine behind react-i18next, decision 015)', () => {
  it('reads dotted keys and interpolates {{values}} without escaping', () => {
    const t = make().t as unknown as (key: string, options?: object) => string;
    expect(t('common.appName')).toBe('すこやか');
    expect(t('common.greeting', { name: '<b>山田</b>' })).toBe('<b>山田</b>さん、こんにちは');
  });

  it('like i18next: a value passed as undefined is empty, a value not passed stays visible', () => {
    const t = make().t as unknown as (key: string, options?: object) => string;
    expect(t('common.greeting', { name: undefined })).toBe('さん、こんにちは');
    expect(t('common.greeting')).toBe('{{name}}さん、こんにちは');
  });

  it('falls back to Japanese for a missing key, then to the key itself', async () => {
    const translator = make();
    translator.addResourceBundle('en', 'translation', en);
    await translator.changeLanguage('en');
    const t = translator.t as unknown as (key: string, options?: object) => string;
    expect(t('common.greeting', { name: 'Ken' })).toBe('Hello, Ken');
    expect(t('common.only')).toBe('にほんごだけ');
    expect(t('common.nothing')).toBe('common.nothing');
    expect(t('common')).toBe('common'); // an object is not a message
  });

  it('merges a later bundle deeply (the staff namespaces join ja) and reports languageChanged', async () => {
    const translator = createTranslator({ lng: 'ja', fallbackLng: 'ja', resources: { ja: { common: ja.common } } });
    translator.addResourceBundle('ja', 'translation', { teacher: ja.teacher }, true, true);
    const t = translator.t as unknown as (key: string) => string;
    expect([t('common.appName'), t('teacher.title')]).toEqual(['すこやか', '先生']);

    const seen: unknown[] = [];
    translator.on('languageChanged', (lng) => seen.push(lng));
    translator.addResourceBundle('en', 'translation', en);
    await translator.changeLanguage('en');
    await translator.changeLanguage('en');
    expect(seen).toEqual(['en']);
    expect([translator.language, translator.languages]).toEqual(['en', ['en', 'ja']]);
  });

  it("drives react-i18next's useTranslation: text, keyPrefix and the i18n object", () => {
    const translator = make();
    function Greeting() {
      const { t, i18n } = useTranslation();
      const { t: common } = useTranslation(undefined, { keyPrefix: 'common' });
      return createElement('p', null, `${t('common.appName')} ${common('greeting' as never, { name: 'Aoi' })} ${i18n.language}`);
    }
    const html = renderToString(createElement(I18nextProvider, { i18n: asI18next(translator) }, createElement(Greeting)));
    expect(html).toBe('<p>すこやか Aoiさん、こんにちは ja</p>');
  });

  it("keyFromSelector (react-i18next's one runtime import from i18next) walks the selector's path", () => {
    expect(keyFromSelector(($) => $.student!.login!)).toBe('student.login');
  });
});
