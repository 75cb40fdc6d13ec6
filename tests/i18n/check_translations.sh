#!/usr/bin/env bash
# Fails when a user-visible string of the app is not translated: refreshes a
# copy of every .ts file from the sources (lupdate, so that a new tr() string
# counts even before anyone ran update_translations) and counts what is left
# unfinished. English needs only its plural forms; the others need all.
set -euo pipefail
lupdate=$1 lrelease=$2 source_dir=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for ts in "$source_dir"/translations/cardtable_*.ts; do
    name=$(basename "$ts")
    cp "$ts" "$work/$name"
    "$lupdate" -silent -no-obsolete -locations none "$source_dir/app" -ts "$work/$name" >/dev/null
    # A message lupdate marks unfinished has no usable translation (lrelease
    # would ignore an empty one and keep a stale one): count those.
    unfinished=$(grep -c 'type="unfinished"' "$work/$name" || true)
    "$lrelease" -silent "$work/$name" -qm "$work/${name%.ts}.qm" >/dev/null \
        || { echo "$name: lrelease failed"; status=1; continue; }
    if [ "$name" = cardtable_en.ts ]; then
        # English falls back to the source text; only plurals need a form.
        plurals=$(grep -c '<numerusform></numerusform>' "$work/$name" || true)
        if [ "$plurals" -gt 0 ]; then
            echo "$name: $plurals plural forms missing"
            status=1
        fi
        continue
    fi
    if [ "$unfinished" -gt 0 ]; then
        echo "$name: $unfinished strings untranslated:"
        python3 - "$work/$name" <<'PY' | head -20
import re, sys, html
text = open(sys.argv[1], encoding="utf-8").read()
for m in re.finditer(r"<message[^>]*>(.*?)</message>", text, re.S):
    if 'type="unfinished"' in m.group(1):
        src = re.search(r"<source>(.*?)</source>", m.group(1), re.S).group(1)
        print("   ", html.unescape(src)[:100])
PY
        status=1
    else
        echo "$name: complete"
    fi
done
exit $status
