#!/bin/sh
# Debian's chromium for the browser journeys, with the features the journeys never use turned off.
# Chromium keeps only the last --disable-features it is given, and Playwright passes a list of its
# own: this script merges every list it receives into one, after its own.
#
# WebUIOmniboxPopup, WebUIOmniboxAimPopup: every browser context opens a headless window whose
# address bar preloads two pages of browser UI (chrome://omnibox-popup.top-chrome), each in a
# renderer of its own: about 1.5 s of CPU for every test, for a popup no journey opens.
disabled=WebUIOmniboxPopup,WebUIOmniboxAimPopup
for arg do
  shift
  case $arg in
    --disable-features=*) disabled="$disabled,${arg#--disable-features=}" ;;
    *) set -- "$@" "$arg" ;;
  esac
done
exec /usr/bin/chromium "$@" "--disable-features=$disabled"
