#!/bin/sh
# Writes the shell's /config.json from environment variables when the container starts, so one image runs
# in every environment and a release or rollback of one remote is a change of one variable.
# Runs from the nginx image's /docker-entrypoint.d before the templates are rendered; a bad value stops the
# container instead of serving a broken map. Also run directly by deploy/test.
set -eu

fail() {
  echo "render-config: $*" >&2
  exit 1
}

# Versions become path segments: no slash, no dot-dot, nothing to escape in JSON.
version_of() {
  name=$1
  eval "value=\${$name:-}"
  [ -n "$value" ] || fail "$name is required (the release folder of that front end, e.g. 1.1.4)"
  case $value in
    .* | *..* | */* | *[!A-Za-z0-9._+-]*) fail "$name='$value' is not a release folder name" ;;
  esac
  printf '%s' "$value"
}

# URLs go into JSON as they are: refuse what would need escaping.
plain() {
  case $2 in
    *[\"\\\ ]* | *[![:print:]]*) fail "$1 must be a URL or path without quotes, backslashes or spaces" ;;
  esac
  printf '%s' "$2"
}

out_dir=${ALFIE_RUNTIME_DIR:-/tmp/alfie}
api_base=$(plain API_BASE_URL "${API_BASE_URL:-/api}")
# Where the front ends' release folders are served: empty for the same origin, or a CDN origin.
remotes_base=$(plain REMOTES_BASE_URL "${REMOTES_BASE_URL:-}")
remotes_base=${remotes_base%/}
paypal_client_id=$(plain PAYPAL_CLIENT_ID "${PAYPAL_CLIENT_ID:-}")
paypal_sdk_url=$(plain PAYPAL_SDK_URL "${PAYPAL_SDK_URL:-https://www.paypal.com/sdk/js}")
# Checked here, outside any $(...), so that a bad value stops the script.
for name in SHELL_VERSION MFE_REQUESTS_VERSION MFE_RECRUITING_VERSION MFE_PRICING_VERSION MFE_USERS_VERSION \
  MFE_CUSTOMER_VERSION MFE_PAYMENT_VERSION MFE_PA_VERSION; do
  version_of "$name" >/dev/null
done

manifest() { # federation name, folder, version variable
  printf '    "%s": "%s/%s/%s/mf-manifest.json"' "$1" "$remotes_base" "$2" "$(version_of "$3")"
}

mkdir -p "$out_dir"
tmp="$out_dir/config.json.$$"
{
  printf '{\n  "apiBaseUrl": "%s",\n  "remotes": {\n' "$api_base"
  manifest mfe_requests mfe-requests MFE_REQUESTS_VERSION && printf ',\n'
  manifest mfe_recruiting mfe-recruiting MFE_RECRUITING_VERSION && printf ',\n'
  manifest mfe_pricing mfe-pricing MFE_PRICING_VERSION && printf ',\n'
  manifest mfe_users mfe-users MFE_USERS_VERSION && printf ',\n'
  manifest mfe_customer mfe-customer MFE_CUSTOMER_VERSION && printf ',\n'
  manifest mfe_payment mfe-payment MFE_PAYMENT_VERSION && printf ',\n'
  manifest mfe_pa mfe-pa MFE_PA_VERSION && printf '\n'
  printf '  },\n  "paypalClientId": "%s",\n  "paypalSdkUrl": "%s"\n}\n' "$paypal_client_id" "$paypal_sdk_url"
} >"$tmp"
mv "$tmp" "$out_dir/config.json"
echo "render-config: wrote $out_dir/config.json (shell $SHELL_VERSION)"
