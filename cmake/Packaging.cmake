# SPDX-License-Identifier: GPL-3.0-or-later
# CPack: what `cpack` (scripts/package) makes of the install tree of cmake/Install.cmake.
#   Linux:   a .deb (dependencies from dpkg-shlibdeps; lintian-clean) and a .tar.gz
#   Windows: an NSIS installer (.exe), Start menu shortcut and uninstaller
#   macOS:   a .dmg holding haolao.app and a link to /Applications
# The Windows and macOS parts are exercised by .github/workflows/ci.yml only.

set(CPACK_PACKAGE_NAME "haolao")
set(CPACK_PACKAGE_VENDOR "The Haolao developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "${HAOLAO_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${HAOLAO_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Hefei mahjong game against AI players")
# Debian wants description lines of at most 80 columns (with CPack's leading space).
set(CPACK_PACKAGE_DESCRIPTION
    "Mahjong by the rules played in Hefei: 84 tiles, no calls but the concealed\n"
    "kong, the eight-tile rule and the haolao finish, with the scoring of three\n"
    "local rule pages, against three AI seats of four strengths or hot-seat at\n"
    "one computer.\n"
    "\n"
    "Every pot is recorded as it is played and can be resumed after a crash. A\n"
    "replay viewer reviews each player's decisions against the AI advisor. The\n"
    "haolao-cli tool scores and analyses hands and plays the AI against itself\n"
    "from the command line.")
string(REPLACE ";" "" CPACK_PACKAGE_DESCRIPTION "${CPACK_PACKAGE_DESCRIPTION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Haolao")
# CPack wants a license file with an extension (the NSIS licence page, the DMG).
configure_file("${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_BINARY_DIR}/LICENSE.txt" COPYONLY)
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_BINARY_DIR}/LICENSE.txt")
# Start menu shortcut (NSIS) for bin/haolao.exe.
set(CPACK_PACKAGE_EXECUTABLES "haolao" "Haolao")
# Only what cmake/Install.cmake installs; tests and benchmarks have no install rules.
set(CPACK_VERBATIM_VARIABLES ON)

if(WIN32)
  set(CPACK_GENERATOR "NSIS")
  file(TO_NATIVE_PATH "${PROJECT_SOURCE_DIR}/assets/icons/haolao.ico" _haolao_ico)
  set(CPACK_NSIS_MUI_ICON "${_haolao_ico}")
  set(CPACK_NSIS_MUI_UNIICON "${_haolao_ico}")
  set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\haolao.exe")
  set(CPACK_NSIS_PACKAGE_NAME "Haolao")
  set(CPACK_NSIS_DISPLAY_NAME "Haolao ${PROJECT_VERSION}")
  set(CPACK_NSIS_URL_INFO_ABOUT "${HAOLAO_HOMEPAGE}")
  set(CPACK_NSIS_HELP_LINK "${HAOLAO_HOMEPAGE}")
  set(CPACK_NSIS_CONTACT "${HAOLAO_MAINTAINER}")
  set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
  set(CPACK_NSIS_MUI_FINISHPAGE_RUN "haolao.exe")
  set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
elseif(APPLE)
  set(CPACK_GENERATOR "DragNDrop")
  set(CPACK_DMG_VOLUME_NAME "Haolao")
  set(CPACK_PACKAGE_ICON "${PROJECT_SOURCE_DIR}/assets/icons/haolao.icns")  # the volume's icon
else()
  set(CPACK_GENERATOR "DEB;TGZ")
  set(CPACK_STRIP_FILES ON)  # lintian: unstripped-binary-or-object
  # .deb: haolao_0.1.0-1_amd64.deb
  set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
  set(CPACK_DEBIAN_PACKAGE_RELEASE "${HAOLAO_DEBIAN_RELEASE}")
  set(CPACK_DEBIAN_PACKAGE_SECTION "games")
  set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
  set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${HAOLAO_MAINTAINER}")
  set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${HAOLAO_HOMEPAGE}")
  # The libraries the programs link (libqt6widgets6, libqt6multimedia6, libstdc++6 …) come from
  # dpkg-shlibdeps. Qt's platform plugins are only recommended by libqt6gui6, but without one
  # the game cannot open a window. The SQLite driver of the player database (a Qt SQL plugin,
  # loaded at run time: docs/STORE.md) is invisible to shlibdeps too.
  set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
  if(TARGET haolao)
    # The table, the rules help and the Chinese interface draw Chinese characters (海捞, 番, 圈
    # even in English); without a CJK font they show as empty boxes.
    set(CPACK_DEBIAN_PACKAGE_DEPENDS
        "qt6-qpa-plugins, libqt6sql6-sqlite, fonts-noto-cjk | fonts-wqy-microhei | fonts-wqy-zenhei")
    # Qt's own strings (standard dialog buttons) in Chinese.
    set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
  endif()
  set(CPACK_DEBIAN_COMPRESSION_TYPE "xz")
  # The .deb's programs go to /usr/games (Debian policy for Section: games).
  set(CPACK_PRE_BUILD_SCRIPTS "${CMAKE_CURRENT_LIST_DIR}/CPackDebGames.cmake")
endif()

include(CPack)
