#!/usr/bin/env bash
# Builds the Debian package with CPack, checks the desktop metadata, unpacks
# the package into a scratch root and starts the installed program offscreen
# from what its desktop entry names.
set -euo pipefail
trap 'echo "check_package.sh failed at line $LINENO" >&2' ERR
source_dir=$1
build_dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

desktop=$source_dir/packaging/io.github.cardtable.CardTable.desktop
metainfo=$source_dir/packaging/io.github.cardtable.CardTable.metainfo.xml
desktop-file-validate "$desktop"
appstreamcli validate --no-net --pedantic "$metainfo" >/dev/null || appstreamcli validate --no-net "$metainfo"

(cd "$build_dir" && cpack -G DEB -B "$work/out" >/dev/null)
deb=$(ls "$work"/out/*.deb)
echo "package: $(basename "$deb")"
dpkg-deb --info "$deb" | grep "Depends:.*libqt6" >/dev/null || { echo "the package does not depend on Qt"; exit 1; }
dpkg-deb -x "$deb" "$work/root"
for f in usr/bin/cardtable usr/bin/cardtable-cli \
         usr/share/applications/io.github.cardtable.CardTable.desktop \
         usr/share/metainfo/io.github.cardtable.CardTable.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/io.github.cardtable.CardTable.svg \
         usr/share/icons/hicolor/48x48/apps/io.github.cardtable.CardTable.png \
         usr/share/icons/hicolor/512x512/apps/io.github.cardtable.CardTable.png; do
    [ -e "$work/root/$f" ] || { echo "missing from the package: $f"; exit 1; }
done
# Start the program the desktop entry names, as a desktop would.
exec_line=$(grep '^Exec=' "$work/root/usr/share/applications/io.github.cardtable.CardTable.desktop" | cut -d= -f2)
program=$work/root/usr/bin/${exec_line%% *}
out=$(HOME=$work XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config QT_QPA_PLATFORM=offscreen \
      timeout 60 "$program" --game klondike --seed 1 --speed 0 --print-record)
echo "$out" | grep -q "^game klondike" || { echo "the installed program did not start a game: $out"; exit 1; }
"$work/root/usr/bin/cardtable-cli" list | grep -q klondike
echo "package check passed"
