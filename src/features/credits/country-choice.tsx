import { useMemo } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { SelectField } from '../../ui';

/** The payment country (spec §3 client state): prices and methods are the chosen country's. */
export const CountryChoice = ({
  countries,
  value,
  onChange,
}: {
  countries: readonly string[];
  value: string | undefined;
  onChange: (country: string) => void;
}) => {
  const { LL, locale } = useI18nContext();
  const items = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return countries
      .map((code) => ({ id: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  }, [countries, locale]);
  const t = LL.credits.country;
  return (
    <SelectField
      label={t.label()}
      items={items}
      value={value ?? null}
      onChange={onChange}
      placeholder={t.placeholder()}
      description={t.description()}
    />
  );
};
