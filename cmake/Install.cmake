# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install` lays out (and so what CPack packs, cmake/Packaging.cmake):
#   Linux (GNUInstallDirs): bin/haolao, bin/haolao-cli, the desktop entry, AppStream metainfo,
#     hicolor icons, the MIME type of replay files, man pages, share/doc/haolao/{copyright,
#     changelog.Debian.gz}.
#   Windows: bin/haolao.exe with the Qt DLLs and plugins next to it (windeployqt through Qt's
#     deploy script), bin/haolao-cli.exe, LICENSE.txt and OFL.txt.
#   macOS: haolao.app (Qt frameworks and plugins deployed into it by macdeployqt, haolao-cli in
#     Contents/MacOS), LICENSE.txt and OFL.txt beside it.
# The tile art, sounds and the game's own translations are compiled into the program as Qt
# resources (ui/CMakeLists.txt), so nothing else is needed for the installed game to find them.
# Tests and benchmarks are never installed.
include(GNUInstallDirs)

set(HAOLAO_APP_ID "io.github.haolao.Haolao")
set(HAOLAO_RAW_URL "https://raw.githubusercontent.com/haolao/haolao/main" CACHE STRING
    "Where the repository's files are served raw (AppStream screenshots)")
set(HAOLAO_MAINTAINER "The Haolao developers <haolao@users.noreply.github.com>" CACHE STRING
    "Maintainer of the packages (Debian Maintainer field, changelog, copyright contact)")
set(HAOLAO_DEBIAN_RELEASE 1)  # the Debian revision: haolao_<version>-<this>

# Directories get rwxr-xr-x whatever the umask of the one who builds the package (lintian).
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(_haolao_linux_src "${PROJECT_SOURCE_DIR}/assets/linux")
set(_haolao_gen "${PROJECT_BINARY_DIR}/install")

# --- Program metadata for Windows and macOS (icons, bundle id) -------------------------------
if(TARGET haolao AND WIN32)
  # The icon of haolao.exe (Explorer, taskbar, the installer's shortcuts).
  file(WRITE "${_haolao_gen}/haolao.rc"
       "IDI_ICON1 ICON \"${PROJECT_SOURCE_DIR}/assets/icons/haolao.ico\"\n")
  target_sources(haolao PRIVATE "${_haolao_gen}/haolao.rc")
endif()
if(TARGET haolao AND APPLE)
  set(_haolao_icns "${PROJECT_SOURCE_DIR}/assets/icons/haolao.icns")
  target_sources(haolao PRIVATE "${_haolao_icns}")
  set_source_files_properties("${_haolao_icns}" TARGET_DIRECTORY haolao
                              PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
  # Read by the Info.plist template (CMake's, or Qt's when it supplies one).
  set_target_properties(haolao PROPERTIES
    MACOSX_BUNDLE_GUI_IDENTIFIER "${HAOLAO_APP_ID}"
    XCODE_ATTRIBUTE_PRODUCT_BUNDLE_IDENTIFIER "${HAOLAO_APP_ID}"
    MACOSX_BUNDLE_BUNDLE_NAME "Haolao"
    MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
    MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_LONG_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_ICON_FILE "haolao.icns"
    MACOSX_BUNDLE_COPYRIGHT "© 2026 The Haolao developers, GPL-3.0-or-later"
    MACOSX_BUNDLE_INFO_STRING "Haolao ${PROJECT_VERSION}, Hefei mahjong")
endif()

# --- Programs --------------------------------------------------------------------------------
if(UNIX AND NOT APPLE)
  # qt_standard_project_setup asks for an $ORIGIN/../lib RUNPATH, for a Qt shipped beside the
  # program. Here the programs use the system's Qt (the .deb depends on it): no RUNPATH at all
  # (lintian), and none to rewrite in the built files either.
  foreach(target haolao haolao-cli)
    if(TARGET ${target})
      set_target_properties(${target} PROPERTIES INSTALL_RPATH "")
    endif()
  endforeach()
endif()
if(TARGET haolao)
  install(TARGETS haolao
          RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
          BUNDLE DESTINATION .)
endif()
if(APPLE AND TARGET haolao)
  # Inside the bundle: the .dmg holds one thing to drag to Applications.
  install(TARGETS haolao-cli RUNTIME DESTINATION "haolao.app/Contents/MacOS")
else()
  install(TARGETS haolao-cli RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")
endif()

# Qt's libraries, plugins (platform, SVG, multimedia) and translations next to the program.
# Linux packages depend on the distribution's Qt instead (CPack's shlibdeps).
if(TARGET haolao AND (WIN32 OR APPLE))
  if(Qt6_VERSION VERSION_GREATER_EQUAL 6.5)
    qt_generate_deploy_app_script(TARGET haolao OUTPUT_SCRIPT _haolao_deploy
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  else()  # Qt 6.3 and 6.4 name the argument differently
    qt_generate_deploy_app_script(TARGET haolao FILENAME_VARIABLE _haolao_deploy
                                  NO_UNSUPPORTED_PLATFORM_ERROR)
  endif()
  install(SCRIPT "${_haolao_deploy}")
endif()

if(WIN32 OR APPLE)
  install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" DESTINATION . RENAME LICENSE.txt)
  install(FILES "${PROJECT_SOURCE_DIR}/assets/tiles/OFL.txt" DESTINATION .)
endif()

# --- Linux desktop integration ---------------------------------------------------------------
if(UNIX AND NOT APPLE)
  if(TARGET haolao)
    install(FILES "${_haolao_linux_src}/${HAOLAO_APP_ID}.desktop"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
    configure_file("${_haolao_linux_src}/${HAOLAO_APP_ID}.metainfo.xml.in"
                   "${_haolao_gen}/${HAOLAO_APP_ID}.metainfo.xml" @ONLY)
    install(FILES "${_haolao_gen}/${HAOLAO_APP_ID}.metainfo.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
    install(FILES "${_haolao_linux_src}/${HAOLAO_APP_ID}.mime.xml"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages" RENAME "${HAOLAO_APP_ID}.xml")
    foreach(size 16 32 48 64 128 256 512)
      install(FILES "${PROJECT_SOURCE_DIR}/assets/icons/haolao-${size}.png"
              DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
              RENAME "${HAOLAO_APP_ID}.png")
    endforeach()
    install(FILES "${PROJECT_SOURCE_DIR}/assets/icons/haolao.svg"
            DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
            RENAME "${HAOLAO_APP_ID}.svg")
  endif()

  # Man pages and the Debian changelog, compressed as Debian wants them: gzip -9 -n (no name,
  # no time stamp, so a rebuild gives the same bytes).
  find_program(HAOLAO_GZIP gzip REQUIRED)
  set(_haolao_man_pages haolao-cli.6)
  if(TARGET haolao)
    list(APPEND _haolao_man_pages haolao.6)
  endif()
  configure_file("${_haolao_linux_src}/changelog.Debian.in" "${_haolao_gen}/changelog.Debian"
                 @ONLY)
  set(_haolao_gz_outputs)
  foreach(src IN LISTS _haolao_man_pages)
    add_custom_command(OUTPUT "${_haolao_gen}/${src}.gz"
                       COMMAND "${HAOLAO_GZIP}" -9 -n -c "${_haolao_linux_src}/${src}"
                               > "${_haolao_gen}/${src}.gz"
                       DEPENDS "${_haolao_linux_src}/${src}" VERBATIM)
    list(APPEND _haolao_gz_outputs "${_haolao_gen}/${src}.gz")
    install(FILES "${_haolao_gen}/${src}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man6")
  endforeach()
  add_custom_command(OUTPUT "${_haolao_gen}/changelog.Debian.gz"
                     COMMAND "${HAOLAO_GZIP}" -9 -n -c "${_haolao_gen}/changelog.Debian"
                             > "${_haolao_gen}/changelog.Debian.gz"
                     DEPENDS "${_haolao_gen}/changelog.Debian" VERBATIM)
  list(APPEND _haolao_gz_outputs "${_haolao_gen}/changelog.Debian.gz")
  add_custom_target(haolao_install_files ALL DEPENDS ${_haolao_gz_outputs})

  # share/doc/haolao/copyright in Debian's machine-readable format, with the full text of the
  # font licence (OFL-1.1 is not among Debian's common licences).
  file(READ "${PROJECT_SOURCE_DIR}/assets/tiles/OFL.txt" _haolao_ofl)
  string(REGEX REPLACE "[ \t]+\n" "\n" _haolao_ofl "${_haolao_ofl}")
  string(STRIP "${_haolao_ofl}" _haolao_ofl)
  string(REPLACE "\n" "\n " HAOLAO_OFL_TEXT " ${_haolao_ofl}")
  # An empty line inside a field is written " ." (twice: consecutive empty lines overlap).
  string(REGEX REPLACE "\n \n" "\n .\n" HAOLAO_OFL_TEXT "${HAOLAO_OFL_TEXT}")
  string(REGEX REPLACE "\n \n" "\n .\n" HAOLAO_OFL_TEXT "${HAOLAO_OFL_TEXT}")
  configure_file("${_haolao_linux_src}/copyright.in" "${_haolao_gen}/copyright" @ONLY)
  install(FILES "${_haolao_gen}/copyright" "${_haolao_gen}/changelog.Debian.gz"
          DESTINATION "${CMAKE_INSTALL_DATADIR}/doc/haolao")  # DOCDIR would be doc/Haolao
endif()
