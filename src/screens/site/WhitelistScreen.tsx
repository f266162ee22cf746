import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, walletAddress } from '../../contracts/api';
import { isApiError, useApiMutation } from '../../services/api';
import { ApiErrorMessage } from '../shared/ApiErrorMessage';

/**
 * /whitelist: type a wallet address, the server answers whether it is whitelisted. The contract's address
 * schema rejects a malformed address before any request; a 400 from the server shows the same message.
 */
export default function WhitelistScreen() {
  const { t } = useTranslation();
  const inputId = useId();
  const [address, setAddress] = useState('');
  const [invalid, setInvalid] = useState(false);
  const lookup = useApiMutation(api.lookupWhitelist);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walletAddress.safeParse(address);
    setInvalid(!parsed.success);
    if (!parsed.success) {
      lookup.reset();
      return;
    }
    lookup.mutate({ params: { address: address.trim() } });
  };

  const serverRejected = isApiError(lookup.error) && lookup.error.code === 'bad_request';
  return (
    <>
      <h1>{t('whitelist.title')}</h1>
      <p className="muted">{t('whitelist.intro')}</p>
      <form className="card stack" onSubmit={submit} noValidate>
        <label htmlFor={inputId}>{t('whitelist.label')}</label>
        <input
          id={inputId}
          type="text"
          name="address"
          autoComplete="off"
          // TON addresses are case-sensitive base64: a phone keyboard must not capitalise or correct them.
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('whitelist.placeholder')}
          value={address}
          aria-invalid={invalid || serverRejected}
          onChange={(event) => {
            setAddress(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className="button" disabled={lookup.isPending}>
          {lookup.isPending ? t('whitelist.checking') : t('whitelist.check')}
        </button>
        {invalid || serverRejected ? (
          <p className="message error" role="alert">{t('whitelist.invalid')}</p>
        ) : null}
        {lookup.isError && !serverRejected ? <ApiErrorMessage error={lookup.error} lead={t('whitelist.failed')} /> : null}
        {lookup.data ? (
          <p className={`message ${lookup.data.whitelisted ? 'ok' : 'error'}`} role="status">
            {lookup.data.whitelisted ? t('whitelist.listed') : t('whitelist.notListed')}
            <br />
            <code className="small">{lookup.data.address}</code>
          </p>
        ) : null}
      </form>
    </>
  );
}
