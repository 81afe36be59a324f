# SPDX-License-Identifier: GPL-3.0-or-later
# Run by CPack (CPACK_PRE_BUILD_SCRIPTS, cmake/Packaging.cmake) on the staged files of each
# package. For the .deb only, the programs move from /usr/bin to /usr/games: Debian policy puts
# games there (lintian's error package-section-games-but-contains-no-game otherwise), and
# Debian's default PATH holds /usr/games, so the desktop entry's `Exec=haolao %f` still finds
# the game. The .tar.gz and `cmake --install` keep GNUInstallDirs' bin/.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
set(_staged "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
file(GLOB _programs "${_staged}/bin/*")
if(NOT _programs)
  message(FATAL_ERROR "CPackDebGames: no programs in ${_staged}/bin")
endif()
# Each also loses the compiler's version notes (.comment), of no use in a shipped program
# (lintian: binary-has-unneeded-section); CPack's strip keeps them.
find_program(_objcopy NAMES objcopy REQUIRED)
file(MAKE_DIRECTORY "${_staged}/games")
foreach(program IN LISTS _programs)
  get_filename_component(name "${program}" NAME)
  file(RENAME "${program}" "${_staged}/games/${name}")
  execute_process(COMMAND "${_objcopy}" --remove-section=.comment "${_staged}/games/${name}"
                  RESULT_VARIABLE _status)
  if(NOT _status EQUAL 0)
    message(FATAL_ERROR "CPackDebGames: objcopy failed on ${name}")
  endif()
endforeach()
file(REMOVE_RECURSE "${_staged}/bin")  # empty by now
